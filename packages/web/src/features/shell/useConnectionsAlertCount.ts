/**
 * How many connections need attention (state qrcode, PAIRING, DISCONNECTED, TIMEOUT or OPENING; spec 1 §2).
 * The connections feature arrives in a later issue: it plugs its live list in here, and the menu badge
 * follows. Until then no connection exists to need attention.
 */
export function useConnectionsAlertCount(): number {
  return 0;
}
