// Package workertest proves, with real processes, that runs queued as River
// jobs survive their workers being killed: TestWorkersKilled runs three
// `rung worker` processes on one PostgreSQL, SIGKILLs them at random while
// 300 runs go through, restarts them, and checks that every run ends, none
// is lost, and no side effect lands twice. The package has only tests.
package workertest

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/cli"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/jobs"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/postgres"
)

// The test binary is also the worker: run with RUNG_WORKERTEST_MAIN=1 it is
// `rung` itself, so the test needs no separate build of cmd/rung.
func TestMain(m *testing.M) {
	if os.Getenv("RUNG_WORKERTEST_MAIN") == "1" {
		os.Exit(cli.Main(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// downstream ships orders: POST /ship/N behind an Idempotency-Key (a
// repeated key gets the first answer, nothing is done again), counting
// shipments per order, so one sent again under another key (a run
// restarted under a new id, a key derived differently on resume) counts
// twice. Each call takes a few milliseconds, so kills land inside calls.
type downstream struct {
	mu      sync.Mutex
	shipped map[string]int
	keys    map[string]bool
	replays int
	calls   int
	// down, while set, answers every shipment 503: the scripted outage.
	down    bool
	refused int
	// slow, while set, makes each shipment take 0.3-1.2s: the kill
	// phase's runs then outlast the kills, so every kill finds runs in
	// flight. Without it an idle machine drained the 240 runs in under a
	// second and a schedule could kill only idle workers, testing nothing.
	slow atomic.Bool
}

func (d *downstream) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == http.MethodPost && d.slow.Load():
		time.Sleep(time.Duration(300+rand.IntN(900)) * time.Millisecond)
	case r.Method == http.MethodPost:
		time.Sleep(time.Duration(10+rand.IntN(30)) * time.Millisecond)
	default:
		time.Sleep(time.Duration(2+rand.IntN(6)) * time.Millisecond)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.calls++
	w.Header().Set("Content-Type", "application/json")
	switch {
	case r.Method == http.MethodPost && d.down:
		d.refused++
		w.WriteHeader(http.StatusServiceUnavailable)
		io.WriteString(w, `{"error":{"type":"service_unavailable","message":"the shipping service is down for maintenance"}}`)
	case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/order/"):
		fmt.Fprintf(w, `{"order":%q}`, strings.TrimPrefix(r.URL.Path, "/order/"))
	case r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/ship/"):
		order := strings.TrimPrefix(r.URL.Path, "/ship/")
		key := r.Header.Get("Idempotency-Key")
		if key == "" {
			w.WriteHeader(http.StatusBadRequest)
			io.WriteString(w, `{"error":"an Idempotency-Key header is required"}`)
			return
		}
		if d.keys[key] {
			d.replays++
		} else {
			d.keys[key] = true
			d.shipped[order]++
		}
		w.WriteHeader(http.StatusCreated)
		fmt.Fprintf(w, `{"shipped":%q}`, order)
	default:
		http.NotFound(w, r)
	}
}

// The breaker opens after 5 outage failures within 10s across all runs
// and lets one run probe a second after; the test's outage lasts 2s.
const planTemplate = `name: ship-%[2]s
goal: Ship order %[2]s exactly once.
policy:
  breaker: {failures: 5, window: 10s, cooldown: 1s, probe_lease: 2s}
tools:
  http:
    base_url: %[1]s
    timeout: 5s
plan:
  steps:
    - id: read
      tool: http.get
      args: {url: /order/%[2]s}
    - id: ship
      tool: http.request
      args: {method: POST, url: /ship/%[2]s, json: {order: "%[2]s"}}
`

// worker is one `rung worker` process slot: killed and restarted.
type worker struct {
	cmd    *exec.Cmd
	stderr *strings.Builder
	done   chan struct{}
}

// TestWorkersKilled is issue 15's multi-process test: 3 worker processes
// on one PostgreSQL (a schema of the test's own), 300 runs. The first 240
// are worked while workers are killed with SIGKILL at random moments and
// restarted; then the shipping service goes down (503) for a batch of 30,
// and comes back for the last 30. Every run must end (complete, or hand
// back), none may be lost, and no order may ship twice; the fleet's
// breaker for the shipping tool must open during the outage and close
// after it. The rescue window is short (--job-timeout 5s, --rescue-after
// 6s) so that River's rescuer, which looks every 30s, brings back the
// killed workers' runs within the test's time.
//
// RUNG_WORKERTEST_SEED replays the kill schedule the log names.
func TestWorkersKilled(t *testing.T) {
	const workers, kills = 3, 6
	const killed, outage, recovered = 240, 30, 30 // the 300 runs, by phase
	url := pgtest.URL(t)
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("RUNG_WORKERTEST_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("RUNG_WORKERTEST_SEED=%q: %v", s, err)
		}
		seed = v
	}
	t.Logf("seed %d (RUNG_WORKERTEST_SEED=%d replays the kill schedule)", seed, seed)
	rng := rand.New(rand.NewPCG(seed, 15))
	began := time.Now()
	deadline := began.Add(150 * time.Second)

	down := &downstream{shipped: map[string]int{}, keys: map[string]bool{}}
	srv := httptest.NewServer(down)
	defer srv.Close()

	ctx := context.Background()
	store, err := dsn.Open(ctx, url, ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	q, err := jobs.Open(ctx, store, jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	var ids []string
	orderOf := map[string]string{}
	submit := func(prefix string, n int) []string {
		var batch []string
		for i := range n {
			order := fmt.Sprintf("%s%03d", prefix, i)
			content := []byte(fmt.Sprintf(planTemplate, srv.URL, order))
			sub, err := q.Submit(ctx, filepath.Join(t.TempDir(), order+".yaml"), content)
			if err != nil {
				t.Fatal(err)
			}
			batch = append(batch, sub.RunID)
			orderOf[sub.RunID] = order
		}
		ids = append(ids, batch...)
		return batch
	}
	// wait returns the runs of batch once every one has ended.
	wait := func(what string, batch []string) map[string]jobs.Run {
		for {
			list, err := q.Runs(ctx, len(ids)+10)
			if err != nil {
				t.Fatal(err)
			}
			byID := map[string]jobs.Run{}
			for _, r := range list {
				byID[r.RunID] = r
			}
			open := 0
			for _, id := range batch {
				switch byID[id].State {
				case jobs.RunFinished, jobs.RunStopped, jobs.RunFailed:
				default:
					open++
				}
			}
			if open == 0 {
				return byID
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: %d of %d runs have not ended after %v", what, open, len(batch), time.Since(began).Round(time.Second))
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	down.slow.Store(true)
	first := submit("k", killed)
	t.Logf("%d runs queued in %v", killed, time.Since(began).Round(time.Millisecond))

	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	start := func() *worker {
		w := &worker{stderr: &strings.Builder{}, done: make(chan struct{})}
		w.cmd = exec.Command(self, "worker", "--ledger", url, "--concurrency", "10",
			"--job-timeout", "5s", "--rescue-after", "6s", "--traces", "", "--quiet")
		w.cmd.Env = append(os.Environ(), "RUNG_WORKERTEST_MAIN=1")
		w.cmd.Stderr = w.stderr
		if err := w.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() { w.cmd.Wait(); close(w.done) }()
		return w
	}
	pool := make([]*worker, workers)
	for i := range pool {
		pool[i] = start()
	}
	defer func() {
		for _, w := range pool {
			w.cmd.Process.Signal(syscall.SIGTERM)
		}
		for _, w := range pool {
			select {
			case <-w.done:
			case <-time.After(20 * time.Second):
				w.cmd.Process.Kill()
				<-w.done
			}
			if s := w.stderr.String(); strings.Contains(s, "panic") || strings.Contains(s, "DATA RACE") {
				t.Errorf("a worker wrote:\n%s", s)
			}
		}
	}()

	// Phase 1: kill while runs are in flight, each kill at a random moment
	// 0.2-1s after the last, the victim restarted a moment later, so runs
	// are cut inside calls, between a call and its ledger record, and
	// between steps.
	n := 0
	for n < kills {
		time.Sleep(time.Duration(200+rng.IntN(800)) * time.Millisecond)
		i := rng.IntN(workers)
		pool[i].cmd.Process.Signal(syscall.SIGKILL)
		<-pool[i].done
		n++
		time.Sleep(time.Duration(rng.IntN(300)) * time.Millisecond)
		pool[i] = start()
	}
	t.Logf("%d workers killed by %v", n, time.Since(began).Round(time.Millisecond))
	wait("the runs worked under kills", first)
	down.slow.Store(false)
	t.Logf("the %d runs worked under kills ended by %v", killed, time.Since(began).Round(time.Millisecond))

	// Phase 2: the scripted outage. Shipments fail 503; the fleet's
	// breaker for the shipping tool, kept in the ledger's database, opens
	// once 5 failures across the runs are in, and the other runs hand back
	// without calling.
	db := store.(*postgres.Ledger).Pool()
	breakerOpen := func() bool {
		var open bool
		err := db.QueryRow(ctx, `SELECT coalesce((state->>'open')::boolean, false) FROM rung_health WHERE tool = 'http.request'`).Scan(&open)
		return err == nil && open
	}
	down.setDown(true)
	// The outage's runs come in two waves: the first opens the breaker,
	// the second meets it open. Thirty at once could all pass a closed
	// breaker before the fifth failure was recorded, and the test would
	// say nothing about the calls it saves.
	const firstWave = 10
	second := wait("the outage's first wave", submit("d", firstWave))
	for id, r := range wait("the runs during the outage", submit("e", outage-firstWave)) {
		second[id] = r
	}
	if !breakerOpen() {
		t.Error("the breaker is not open after the outage's runs")
	}
	refused := down.refusedCount()
	down.setDown(false)

	// Phase 3: the service is back. Past the breaker's cooldown, one run
	// calls as the half-open probe (runs racing it meanwhile would see the
	// breaker still open and hand back, as they should); its success closes
	// the breaker, and then every run finishes.
	time.Sleep(1100 * time.Millisecond)
	third := wait("the probe after the outage", submit("p", 1))
	if breakerOpen() {
		t.Error("the breaker is still open after the probe")
	}
	for id, r := range wait("the runs after the outage", submit("r", recovered-1)) {
		third[id] = r
	}

	byID := map[string]jobs.Run{}
	for _, m := range []map[string]jobs.Run{second, third} {
		for id, r := range m {
			byID[id] = r
		}
	}
	for id, r := range wait("all", ids) {
		if _, ok := byID[id]; !ok {
			byID[id] = r
		}
	}
	var finished, handedBack, redelivered, outageHandbacks int
	for i, id := range ids {
		r, ok := byID[id]
		order := orderOf[id]
		switch {
		case !ok:
			t.Errorf("run %s (%s) is lost: not in the queue", id, order)
		case r.State == jobs.RunFinished:
			finished++
			if n := down.count(order); n != 1 {
				t.Errorf("run %s completed and order %s shipped %d times", id, order, n)
			}
		case r.State == jobs.RunStopped && r.Result != nil && r.Result.Outcome == rung.OutcomeHandback:
			handedBack++
			if i >= killed && i < killed+outage {
				outageHandbacks++
			}
			if handedBack == 1 {
				t.Logf("e.g. run %s handed back: %s: %s", id, r.Result.Rule, r.Result.Reason)
			}
		default:
			t.Errorf("run %s (%s) ended %s: %+v %s", id, order, r.State, r.Result, r.Error)
		}
		if i >= killed+outage && r.State != jobs.RunFinished {
			t.Errorf("run %s, after the outage, ended %s", id, r.State)
		}
		if r.Attempt > 1 {
			redelivered++
		}
	}
	dups := 0
	down.mu.Lock()
	for order, n := range down.shipped {
		if n > 1 {
			dups += n - 1
			t.Errorf("order %s shipped %d times", order, n)
		}
	}
	replays, calls := down.replays, down.calls
	down.mu.Unlock()
	t.Logf("runs %d: finished %d, handed back %d (%d of the %d during the outage, after %d refused shipments); "+
		"delivered more than once %d; workers killed %d; downstream calls %d, replays behind a recorded key %d, duplicate shipments %d; wall %v",
		len(ids), finished, handedBack, outageHandbacks, outage, refused, redelivered, n, calls, replays, dups, time.Since(began).Round(time.Millisecond))
	if redelivered == 0 {
		t.Error("no run was delivered twice: the kills tested nothing")
	}
	if refused >= outage {
		t.Errorf("%d shipments were refused during the outage for %d runs: the breaker saved no call", refused, outage)
	}
}

func (d *downstream) setDown(v bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.down = v
}

func (d *downstream) refusedCount() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.refused
}

func (d *downstream) count(order string) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.shipped[order]
}
