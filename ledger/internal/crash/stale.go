package crash

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
)

// runStale is the stale worker: it claims key, says so, waits for a line on
// stdin (meanwhile the parent stops it and takes the key over), then tries
// every fenced write with its old token and prints what each returned.
func (w *worker) runStale(ctx context.Context) error {
	store, err := w.open(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	key := keyName(w.Prefix, 0)
	c, err := store.Claim(ctx, key, fingerprint(key), w.Lease)
	if err != nil {
		return err
	}
	if c.State != rung.ClaimNew {
		return fmt.Errorf("claim %s = %v, want new", key, c.State)
	}
	fmt.Printf("claimed %d\n", c.Token)
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		return err
	}
	res := func(err error) string {
		switch {
		case err == nil:
			return "ok"
		case errors.Is(err, rung.ErrStaleToken):
			return "stale"
		default:
			return err.Error()
		}
	}
	fmt.Printf("complete=%s unknown=%s release=%s\n",
		res(store.Complete(ctx, key, c.Token, rung.Outcome{Output: json.RawMessage(`"stale worker"`)})),
		res(store.MarkUnknown(ctx, key, c.Token)),
		res(store.Release(ctx, key, c.Token)))
	return nil
}

// Stale proves, across processes, that a worker whose lease was taken over
// writes nothing: a worker process claims a key and is stopped (SIGSTOP,
// as a long GC pause or a swapped-out VM would); the lease lapses and this
// process takes the key over and completes it; the worker is resumed and
// tries to complete, mark unknown and release with its old token.
func Stale(t *testing.T, ledgerDSN string) {
	t.Helper()
	ctx := context.Background()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	w := worker{ID: "stale", Ledger: ledgerDSN, Prefix: "stale/", Keys: 1, Lease: time.Hour, Mode: "stale"}
	spec, _ := json.Marshal(w)
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), envWorker+"="+string(spec))
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() || !strings.HasPrefix(lines.Text(), "claimed ") {
		cmd.Wait()
		t.Fatalf("stale worker: %q, stderr %s", lines.Text(), stderr.String())
	}
	old, _ := strconv.ParseUint(strings.TrimPrefix(lines.Text(), "claimed "), 10, 64)
	if err := cmd.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}

	store, err := dsn.Open(ctx, ledgerDSN, ledger.Options{Clock: offsetClock{round}})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	key := keyName("stale/", 0)
	c, err := store.Claim(ctx, key, fingerprint(key), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if c.State != rung.ClaimNew || !c.Replay || c.Token <= old {
		t.Fatalf("takeover = %+v, want a replay with a token above %d", c, old)
	}
	if err := store.Complete(ctx, key, c.Token, rung.Outcome{Output: json.RawMessage(`"fresh worker"`)}); err != nil {
		t.Fatal(err)
	}

	if err := cmd.Process.Signal(syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	fmt.Fprintln(stdin, "go")
	if !lines.Scan() {
		cmd.Wait()
		t.Fatalf("stale worker said nothing: %s", stderr.String())
	}
	if got, want := lines.Text(), "complete=stale unknown=stale release=stale"; got != want {
		t.Errorf("the stale worker's writes: %s, want %s", got, want)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("stale worker: %v: %s", err, stderr.String())
	}
	e, err := store.Get(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	if e.State != ledger.EntryDone || string(e.Outcome.Output) != `"fresh worker"` || e.Token != c.Token {
		t.Errorf("after the stale worker: %+v, want the fresh worker's outcome", e)
	}
}
