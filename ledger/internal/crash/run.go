package crash

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
)

// Config is one proof run.
type Config struct {
	// Ledger is the DSN every worker and the check open.
	Ledger string
	// Dir holds the downstream's file and the workers' outputs.
	Dir string
	// Batches of fresh keys; each batch runs Rounds rounds of Workers
	// concurrent worker processes over its Keys keys, then settles.
	Batches, Rounds, Workers, Keys int
	// Kill makes every worker kill itself, cycling through KillPoints, on
	// its first to third new claim; the settle pass finishes what they left.
	Kill bool
	// RandomKill, when set, has the parent SIGKILL each worker at a random
	// moment up to RandomKill after it starts working: wherever it is,
	// mid-statement or mid-commit included.
	RandomKill time.Duration
	// PUnknown and PRelease are the chances a worker reports an outcome
	// unknown after the downstream answered (a lost response), or releases
	// a claim before calling (refused before the call).
	PUnknown, PRelease float64
	// Retry makes workers retry ledger errors (for the server restart).
	Retry bool
	// CallDelay slows each call, so a batch lasts long enough to restart a
	// server under it.
	CallDelay time.Duration
	// During, when set, runs while the first round of the first batch is
	// under way, given the downstream so it can wait for progress.
	During func(ds *Downstream) error
	// Seed varies the kill schedule and the workers' key orders.
	Seed uint64
}

// Result counts what happened and what the check found. A correct ledger
// has zero in every field from DuplicateEffects on.
type Result struct {
	Processes, Kills         int
	Keys, Calls, Replays     int
	Acks, Seen, Stale        int
	Retries                  int // ledger errors workers retried (a restarted server)
	Surfaced                 int // keys left possibly-landed and settled as a replay
	DuplicateEffects         int // effects applied more than once for a key
	BlindResends             int // requests not flagged a replay after an earlier request
	Lost                     int // acknowledged results the ledger does not hold
	Unsurfaced               int // possibly-landed calls the ledger did not flag as a replay
	Disagreements            int // callers that saw another outcome than the ledger holds
	Unsettled, WorkerFailure int
}

// String prints the counts on one line, violations after the bar.
func (r Result) String() string {
	return fmt.Sprintf("processes=%d kills=%d keys=%d calls=%d replays=%d acks=%d seen=%d stale=%d retries=%d surfaced=%d | duplicate_effects=%d blind_resends=%d lost=%d unsurfaced=%d disagreements=%d unsettled=%d worker_failures=%d",
		r.Processes, r.Kills, r.Keys, r.Calls, r.Replays, r.Acks, r.Seen, r.Stale, r.Retries, r.Surfaced,
		r.DuplicateEffects, r.BlindResends, r.Lost, r.Unsurfaced, r.Disagreements, r.Unsettled, r.WorkerFailure)
}

// Failed reports whether the check found any violation.
func (r Result) Failed() bool {
	return r.DuplicateEffects+r.BlindResends+r.Lost+r.Unsurfaced+r.Disagreements+r.Unsettled+r.WorkerFailure > 0
}

// round is two hours of ledger time: longer than any lease, so a round
// starts after every lease of the rounds before it has lapsed.
const round = 2 * time.Hour

// Run runs the proof and returns its counts; violations are also reported
// with t.Errorf, naming the key.
func Run(t *testing.T, cfg Config) Result {
	t.Helper()
	ctx := context.Background()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dsPath := filepath.Join(cfg.Dir, "downstream.db")
	ds, err := OpenDownstream(dsPath)
	if err != nil {
		t.Fatal(err)
	}
	defer ds.Close()
	rng := rand.New(rand.NewPCG(cfg.Seed, 1))
	var res Result
	res.Keys = cfg.Batches * cfg.Keys
	outs := map[string]bool{}
	for b := 0; b < cfg.Batches; b++ {
		prefix := fmt.Sprintf("b%d/", b)
		for r := 0; r < cfg.Rounds; r++ {
			offset := time.Duration(b*(cfg.Rounds+1)+r) * round
			var wg sync.WaitGroup
			var mu sync.Mutex
			for i := 0; i < cfg.Workers; i++ {
				w := worker{
					ID: fmt.Sprintf("b%d-r%d-w%d", b, r, i), Ledger: cfg.Ledger, Downstream: dsPath,
					Out:    filepath.Join(cfg.Dir, fmt.Sprintf("out-b%d-r%d-w%d", b, r, i)),
					Prefix: prefix, Keys: cfg.Keys, Offset: offset, Lease: time.Hour,
					Seed: rng.Uint64(), PUnknown: cfg.PUnknown, PRelease: cfg.PRelease,
					Retry: cfg.Retry, CallDelay: cfg.CallDelay,
				}
				if cfg.Kill {
					w.KillPoint = KillPoints[(b*cfg.Rounds*cfg.Workers+r*cfg.Workers+i)%len(KillPoints)]
					w.KillAt = 1 + rng.IntN(3)
				}
				outs[w.Out] = true
				spec, _ := json.Marshal(w)
				cmd := exec.Command(exe, "-test.run=^$")
				cmd.Env = append(os.Environ(), envWorker+"="+string(spec))
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				var ready io.ReadCloser
				if cfg.RandomKill > 0 {
					ready, _ = cmd.StdoutPipe()
				}
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				res.Processes++
				if cfg.RandomKill > 0 {
					// Start the clock when the worker is at work, not while
					// it is still loading.
					after := time.Duration(rng.Int64N(int64(cfg.RandomKill)))
					go func() {
						bufio.NewReader(ready).ReadString('\n')
						time.AfterFunc(after, func() { cmd.Process.Signal(syscall.SIGKILL) })
						io.Copy(io.Discard, ready)
					}()
				}
				wg.Go(func() {
					err := cmd.Wait()
					mu.Lock()
					defer mu.Unlock()
					if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL {
						res.Kills++
						return
					}
					if err != nil {
						res.WorkerFailure++
						t.Errorf("worker %s: %v: %s", w.ID, err, stderr.String())
					}
				})
			}
			if b == 0 && r == 0 && cfg.During != nil {
				if err := cfg.During(ds); err != nil {
					t.Errorf("during the batch: %v", err)
				}
			}
			wg.Wait()
		}
		settle(t, ctx, cfg, b, prefix, ds, &res)
	}
	check(t, ctx, cfg, ds, outs, &res)
	return res
}

// settle plays the caller that comes after every worker: on a clock past
// every lease, it claims each key of the batch. A key whose call may have
// landed (the downstream holds an effect) must come back done or as a
// replay; a replay is sent with the key, so the downstream returns the
// original response, and completed.
func settle(t *testing.T, ctx context.Context, cfg Config, b int, prefix string, ds *Downstream, res *Result) {
	t.Helper()
	clock := offsetClock{time.Duration(b*(cfg.Rounds+1)+cfg.Rounds) * round}
	var store ledger.Store
	var err error
	for i := 0; i < 100; i++ { // the server may still be restarting
		if store, err = dsn.Open(ctx, cfg.Ledger, ledger.Options{Clock: clock}); err == nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	effects, err := ds.Effects(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < cfg.Keys; i++ {
		key := keyName(prefix, i)
		effect, landed := effects[key]
		c, err := store.Claim(ctx, key, fingerprint(key), time.Hour)
		if err != nil {
			t.Fatalf("settle %s: %v", key, err)
		}
		switch c.State {
		case rung.ClaimDone:
			continue
		case rung.ClaimNew:
			if landed && !c.Replay {
				res.Unsurfaced++
				t.Errorf("%s: the downstream applied %q but the ledger gave a fresh claim, not a replay", key, effect)
			}
			if c.Replay {
				res.Surfaced++
			}
			v, err := ds.Call(ctx, key, "settle", c.Replay, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := store.Complete(ctx, key, c.Token, rung.Outcome{Output: json.RawMessage(strconv.Quote(v))}); err != nil {
				t.Fatalf("settle %s: %v", key, err)
			}
		default:
			res.Unsettled++
			t.Errorf("settle %s: claim = %v after every lease lapsed", key, c.State)
		}
	}
}

// check compares the ledger, the downstream and what every worker saw.
func check(t *testing.T, ctx context.Context, cfg Config, ds *Downstream, outs map[string]bool, res *Result) {
	t.Helper()
	store, err := dsn.Open(ctx, cfg.Ledger, ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	effects, err := ds.Effects(ctx)
	if err != nil {
		t.Fatal(err)
	}
	calls, err := ds.Calls(ctx)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]string{}
	for after := ""; ; {
		es, err := store.List(ctx, ledger.ListOptions{After: after, Limit: 1000})
		if err != nil {
			t.Fatal(err)
		}
		if len(es) == 0 {
			break
		}
		for _, e := range es {
			after = e.Key
			if e.State != ledger.EntryDone {
				res.Unsettled++
				t.Errorf("%s is %s after the settle pass", e.Key, e.State)
				continue
			}
			var v string
			if err := json.Unmarshal(e.Outcome.Output, &v); err != nil {
				t.Errorf("%s: stored output %s: %v", e.Key, e.Outcome.Output, err)
			}
			stored[e.Key] = v
		}
	}
	if len(stored) != res.Keys {
		res.Unsettled += res.Keys - len(stored)
		t.Errorf("the ledger holds %d done keys, want %d", len(stored), res.Keys)
	}
	for key, v := range stored {
		if effects[key] != v {
			res.Disagreements++
			t.Errorf("%s: the ledger holds %q, the downstream applied %q", key, v, effects[key])
		}
	}
	for key, s := range calls {
		res.Calls += s.Calls
		res.Replays += s.Replays
		if s.Applied > 1 {
			res.DuplicateEffects += s.Applied - 1
			t.Errorf("%s: the effect was applied %d times", key, s.Applied)
		}
		if s.Blind > 1 {
			res.BlindResends += s.Blind - 1
			t.Errorf("%s: sent %d times without the replay flag", key, s.Blind)
		}
	}
	for out := range outs {
		f, err := os.Open(out)
		if os.IsNotExist(err) {
			continue // killed before it wrote anything
		}
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			kind, rest, _ := strings.Cut(sc.Text(), "\t")
			key, value, _ := strings.Cut(rest, "\t")
			switch kind {
			case "ack":
				res.Acks++
				if got, ok := stored[key]; !ok || got != value {
					res.Lost++
					t.Errorf("%s: acknowledged %q, the ledger holds %q", key, value, got)
				}
			case "seen":
				res.Seen++
				if stored[key] != value {
					res.Disagreements++
					t.Errorf("%s: a caller saw %q, the ledger holds %q", key, value, stored[key])
				}
			case "stale":
				res.Stale++
			case "retry":
				res.Retries++
			}
		}
		f.Close()
	}
}
