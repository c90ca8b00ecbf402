/**
 * The emoji picker's set: a compact grid of the emojis attendants use most, by group. Built in rather than a picker
 * package, whose data files are larger than the whole chat and are often fetched from a CDN at run time.
 */
export const EMOJI_GROUPS = {
  smileys:
    '😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 🙃 😉 😌 😍 🥰 😘 😗 😙 😚 😋 😛 😝 😜 🤪 🤨 🧐 🤓 😎 🥳 😏 😒 😞 😔 😟 😕 🙁 😣 😖 😫 😩 🥺 😢 😭 😤 😠 😡 🤯 😳 🥵 🥶 😱 😨 😰 😥 😓 🤗 🤔 🤭 🤫 🤥 😶 😐 😑 😬 🙄 😯 😦 😧 😮 😲 🥱 😴 🤤 😪 😵 🤐 🥴 🤢 🤮 🤧 😷 🤒 🤕',
  gestures: '👍 👎 👌 🤌 🤏 ✌️ 🤞 🤟 🤘 🤙 👈 👉 👆 👇 ☝️ ✋ 🤚 🖐️ 🖖 👋 🤝 🙏 👏 🙌 👐 🤲 💪 ✍️ 👀 🙋 🙆 🙅 🤷 🤦',
  hearts: '❤️ 🧡 💛 💚 💙 💜 🖤 🤍 🤎 💔 ❣️ 💕 💞 💓 💗 💖 💘 💝 ✨ ⭐ 🌟 🔥 💯 ✅ ❌ ⚠️ ❓ ❗',
  objects: '🎉 🎊 🎁 🎂 ☕ 🍕 🍔 🍰 🍻 📞 📱 💻 📷 📄 📎 📌 📅 ⏰ ⌛ 💰 💳 🛒 📦 🚚 🏠 🏢 🔑 🔒 💡 📍 🌞 🌧️ ⚽ 🚗 ✈️',
} as const;

export type EmojiGroup = keyof typeof EMOJI_GROUPS;

export function emojisOf(group: EmojiGroup): string[] {
  return EMOJI_GROUPS[group].split(' ');
}
