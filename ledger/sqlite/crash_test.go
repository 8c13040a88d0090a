package sqlite_test

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/rungkit/rung/ledger/internal/crash"
)

func TestMain(m *testing.M) {
	crash.MaybeWorker() // a re-executed worker process never returns
	os.Exit(m.Run())
}

// envInt reads a stress knob (docs/ledger.md, "Proof").
func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

// TestProcessesAgree: worker processes over the same keys, no crashes:
// exactly one call per key, and every caller ends with the same outcome.
func TestProcessesAgree(t *testing.T) {
	dir := t.TempDir()
	res := crash.Run(t, crash.Config{
		Ledger: filepath.Join(dir, "rung.db"), Dir: dir,
		Batches: 1, Rounds: 1, Workers: envInt("RUNG_CRASH_WORKERS", 6), Keys: envInt("RUNG_CRASH_KEYS", 40),
	})
	t.Log(res)
	if res.Calls != res.Keys {
		t.Errorf("%d calls for %d keys, want exactly one each", res.Calls, res.Keys)
	}
	if res.Failed() {
		t.Fatalf("violations: %v", res)
	}
}

// TestCrashKills: worker processes kill themselves with SIGKILL after the
// claim, during the call, after the downstream applied the effect and after
// the completion; later rounds and a settle pass take over their keys.
func TestCrashKills(t *testing.T) {
	dir := t.TempDir()
	res := crash.Run(t, crash.Config{
		Ledger: filepath.Join(dir, "rung.db"), Dir: dir,
		Batches: envInt("RUNG_CRASH_BATCHES", 9), Rounds: 3, Workers: 4, Keys: 24,
		Kill: true, PUnknown: 0.15, PRelease: 0.1, Seed: uint64(envInt("RUNG_CRASH_SEED", 1)),
	})
	t.Log(res)
	if res.Failed() {
		t.Fatalf("violations: %v", res)
	}
	if min := envInt("RUNG_CRASH_BATCHES", 9) * 11; res.Kills < min {
		t.Errorf("only %d kills, want at least %d", res.Kills, min)
	}
}

// TestCrashRandomKills: the parent SIGKILLs worker processes at random
// moments (mid-statement, mid-commit), with the same checks.
func TestCrashRandomKills(t *testing.T) {
	dir := t.TempDir()
	res := crash.Run(t, crash.Config{
		Ledger: filepath.Join(dir, "rung.db"), Dir: dir,
		Batches: envInt("RUNG_CRASH_RANDOM_BATCHES", 3), Rounds: 2, Workers: 4, Keys: 24,
		RandomKill: 150 * time.Millisecond, CallDelay: 3 * time.Millisecond, PUnknown: 0.15, PRelease: 0.1, Seed: uint64(envInt("RUNG_CRASH_SEED", 3)),
	})
	t.Log(res)
	if res.Failed() {
		t.Fatalf("violations: %v", res)
	}
}

// TestStaleWorkerProcess: a worker process whose lease was taken over while
// it was stopped writes nothing.
func TestStaleWorkerProcess(t *testing.T) {
	crash.Stale(t, filepath.Join(t.TempDir(), "rung.db"))
}
