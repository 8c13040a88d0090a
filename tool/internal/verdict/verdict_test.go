package verdict

import (
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

func TestTruncate(t *testing.T) {
	if got := Truncate("short"); got != "short" {
		t.Errorf("Truncate(short) = %q", got)
	}
	long := strings.Repeat("é", MaxMessage) // 2 bytes a rune
	got := Truncate(long)
	if !strings.HasSuffix(got, " [... 8192 more bytes]") || !strings.HasPrefix(got, "éé") || len(got) > MaxMessage+32 {
		t.Errorf("Truncate(long) = ...%q (%d bytes)", got[len(got)-30:], len(got))
	}
}

func TestFailure(t *testing.T) {
	f := Failure(classify.Result{Kind: rung.KindTransient, RetryAfter: 2 * time.Second, HasRetryAfter: true, Code: "429", Reason: "r"}, "http", 429, "slow down", nil)
	if f.Kind != rung.KindTransient || f.RetryAfter != 2*time.Second || f.Status != 429 || f.Err == nil || f.Error() != "transient: slow down" {
		t.Errorf("Failure = %+v", f)
	}
}
