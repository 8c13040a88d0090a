// Package ledger holds rung.Ledger implementations: Memory here, and the
// conformance suite every implementation passes in ledgertest. A ledger
// records side-effecting calls under idempotency keys with the semantics of
// Stripe's idempotency keys (see rung.Ledger): a side effect runs at most
// once per key, a repeated request gets the stored outcome back, and a key
// reused with different parameters is refused.
package ledger
