/**
 * The shape of a message bubble (the ticket chat's and the simulated phone's): rounded but for the top corner on the
 * sender's side, with room at the right for the message's actions button (`actionsClass`), which shows on hover and
 * always on touch screens, where nothing hovers. The bubble is positioned, for its reactions to hang from it.
 */
export function bubbleShape(own: boolean, actionsClass: string, actionsColor: string) {
  const actions = `& .${actionsClass}`;
  return {
    position: 'relative',
    px: 1.25,
    pt: 0.75,
    pb: 0.5,
    pr: 3.5,
    borderRadius: 2,
    borderTopRightRadius: own ? 4 : 16,
    borderTopLeftRadius: own ? 16 : 4,
    boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
    [actions]: { opacity: 0, color: actionsColor, transition: 'opacity 120ms' },
    [`&:hover ${actions}, ${actions}:focus-visible, ${actions}[aria-expanded="true"]`]: { opacity: 1 },
    '@media (hover: none)': { [actions]: { opacity: 1 } },
  } as const;
}
