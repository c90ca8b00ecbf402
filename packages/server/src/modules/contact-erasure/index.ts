/** What other modules may use of contact erasure: the numbers it blocks, and the batch eraser retention shares. */
export { ErasedNumbers, type ErasedNumberCheck } from './erased-numbers.js';
export { MessageEraser, type MessageScope, type PassResult } from './message-eraser.js';
export { stillHolds as messageHoldsData } from './message-erasure.repository.js';
