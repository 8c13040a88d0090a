package classify

import (
	"math/rand"
	"testing"
)

func TestZZFoldRandom(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	alpha := "aAqQzZ09 -"
	gen := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[r.Intn(len(alpha))]
		}
		return string(b)
	}
	for it := 0; it < 2000000; it++ {
		s, needle := gen(r.Intn(30)), gen(1+r.Intn(5))
		want := -1
		for i := 0; i+len(needle) <= len(s); i++ {
			if matchAt(s, i, needle) {
				want = i
				break
			}
		}
		if got := indexFold(s, needle); got != want {
			t.Fatalf("indexFold(%q, %q) = %d, want %d", s, needle, got, want)
		}
	}
}
