package postgres_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung/internal/pgtest"
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
	url := pgtest.URL(t)
	res := crash.Run(t, crash.Config{
		Ledger: url, Dir: t.TempDir(),
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
	url := pgtest.URL(t)
	batches := envInt("RUNG_CRASH_BATCHES", 9)
	res := crash.Run(t, crash.Config{
		Ledger: url, Dir: t.TempDir(),
		Batches: batches, Rounds: 3, Workers: 4, Keys: 24,
		Kill: true, PUnknown: 0.15, PRelease: 0.1, Seed: uint64(envInt("RUNG_CRASH_SEED", 2)),
	})
	t.Log(res)
	if res.Failed() {
		t.Fatalf("violations: %v", res)
	}
	if min := batches * 11; res.Kills < min {
		t.Errorf("only %d kills, want at least %d", res.Kills, min)
	}
}

// TestCrashRandomKills: the parent SIGKILLs worker processes at random
// moments (mid-statement, mid-commit), with the same checks.
func TestCrashRandomKills(t *testing.T) {
	dir := t.TempDir()
	res := crash.Run(t, crash.Config{
		Ledger: pgtest.URL(t), Dir: dir,
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
	crash.Stale(t, pgtest.URL(t))
}

// TestServerRestartMidBatch restarts PostgreSQL (pg_ctl restart -m fast,
// which drops every connection) while worker processes are in the middle of
// a batch; they retry, and the batch completes with no duplicate effect and
// no lost result. It needs a server it may restart: RUNG_PG_RESTART_URL,
// RUNG_PG_CTL_DATADIR and RUNG_PG_CTL (.ci/postgres.sh sets them).
func TestServerRestartMidBatch(t *testing.T) {
	base, datadir, ctl := os.Getenv("RUNG_PG_RESTART_URL"), os.Getenv("RUNG_PG_CTL_DATADIR"), os.Getenv("RUNG_PG_CTL")
	if base == "" || datadir == "" || ctl == "" {
		if os.Getenv("RUNG_REQUIRE_POSTGRES") != "" {
			t.Fatal("RUNG_REQUIRE_POSTGRES is set but RUNG_PG_RESTART_URL, RUNG_PG_CTL_DATADIR or RUNG_PG_CTL is not")
		}
		t.Skip("no restartable server: RUNG_PG_RESTART_URL, RUNG_PG_CTL_DATADIR and RUNG_PG_CTL are unset")
	}
	url := pgtest.URLOn(t, base)
	const keys = 150
	var before int
	res := crash.Run(t, crash.Config{
		Ledger: url, Dir: t.TempDir(),
		Batches: 1, Rounds: 1, Workers: 4, Keys: keys,
		Retry: true, CallDelay: 5 * time.Millisecond, PUnknown: 0.05,
		During: func(ds *crash.Downstream) error {
			deadline := time.Now().Add(2 * time.Minute)
			for {
				effects, err := ds.Effects(context.Background())
				if err != nil {
					return err
				}
				if before = len(effects); before >= 20 {
					break
				}
				if time.Now().After(deadline) {
					return fmt.Errorf("the workers made no progress")
				}
				time.Sleep(10 * time.Millisecond)
			}
			// -l: the restarted server must not inherit our pipes (the
			// command would never see EOF); the log lives beside the data
			// directory, where the cluster's owner may write.
			args := append(strings.Fields(ctl), "-D", datadir, "-l", filepath.Join(filepath.Dir(datadir), "server.log"),
				"-m", "fast", "-w", "-t", "60", "restart")
			out, err := os.CreateTemp(t.TempDir(), "pg_ctl")
			if err != nil {
				return err
			}
			defer out.Close()
			cmd := exec.Command(args[0], args[1:]...)
			cmd.Stdout, cmd.Stderr = out, out
			if err := cmd.Run(); err != nil {
				b, _ := os.ReadFile(out.Name())
				return fmt.Errorf("pg_ctl restart: %v: %s", err, b)
			}
			return nil
		},
	})
	t.Logf("restarted after %d of %d effects; %v", before, keys, res)
	if before >= keys {
		t.Errorf("the batch had finished before the restart")
	}
	if res.Retries == 0 {
		t.Errorf("no worker saw the restart (no ledger error retried)")
	}
	if res.Failed() {
		t.Fatalf("violations: %v", res)
	}
}
