package ledger

import (
	"context"
	"sync"

	"github.com/rungkit/rung"
)

// KindMemory is a rung.KindCache in memory: the model classifier's answers
// for one process. The zero value is ready to use; it is safe for
// concurrent use.
type KindMemory struct {
	mu    sync.Mutex
	kinds map[string]rung.KindEntry
}

var (
	_ rung.KindCache = (*KindMemory)(nil)
	_ rung.KindCache = (*Memory)(nil)
)

// LookupKind implements rung.KindCache.
func (k *KindMemory) LookupKind(_ context.Context, signature string) (rung.KindEntry, bool, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	e, ok := k.kinds[signature]
	return e, ok, nil
}

// StoreKind implements rung.KindCache: the first answer for a signature is
// kept.
func (k *KindMemory) StoreKind(_ context.Context, e rung.KindEntry) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, ok := k.kinds[e.Signature]; ok {
		return nil
	}
	if k.kinds == nil {
		k.kinds = map[string]rung.KindEntry{}
	}
	e.At = storedTime(e.At)
	k.kinds[e.Signature] = e
	return nil
}

// LookupKind implements rung.KindCache.
func (m *Memory) LookupKind(ctx context.Context, signature string) (rung.KindEntry, bool, error) {
	return m.kinds.LookupKind(ctx, signature)
}

// StoreKind implements rung.KindCache.
func (m *Memory) StoreKind(ctx context.Context, e rung.KindEntry) error {
	if e.At.IsZero() {
		e.At = m.opts.Now()
	}
	return m.kinds.StoreKind(ctx, e)
}
