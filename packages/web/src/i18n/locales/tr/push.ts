import type { Messages } from '../pt-BR';

/** "Profilim" içindeki Web Push metinleri. */
export const push: Pick<Messages, 'push'> = {
  push: {
    thisDevice: 'Bu cihazda bildirimler',
    onHint:
      'Kuyruklarınızdaki yeni görüşmeler, görüşmelerinizdeki mesajlar, aktarımlar ve dahili sohbet, Guichê kapalıyken bile çalışma saatleriniz içinde burada bildirilir.',
    offHint: 'Guichê kapalıyken de, telefonda olduğu gibi haberdar olmak için açın.',
    unsupported:
      'Bu tarayıcı anlık bildirim almıyor. Telefonda Guichê’yi tarayıcı menüsünden (Ana ekrana ekle) yükleyin ve orada açın.',
    denied: 'Guichê bildirimleri tarayıcı ayarlarında engellenmiş. Açmak için izin verin.',
    enableFailed: 'Bu cihazda bildirimler açılamadı. Lütfen tekrar deneyin.',
    disableFailed: 'Bu cihazda bildirimler kapatılamadı. Lütfen tekrar deneyin.',
    devices_one: '{{count}} cihaz bildirimlerinizi alıyor',
    devices_other: '{{count}} cihaz bildirimlerinizi alıyor',
    lastPush: 'Son bildirim: {{when}}',
    never: 'Henüz bildirim gönderilmedi',
    remove: '{{device}} cihazında bildirimleri durdur',
  },
};
