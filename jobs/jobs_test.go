package jobs_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/jobs"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
)

// shipper is the downstream of the test plans: GET /order/N reads an
// order, POST /ship/N ships it. It honours Idempotency-Key the way Stripe
// does (a repeated key gets the first answer back, nothing is done again)
// and counts shipments per order, so a shipment sent again under another
// key (a run restarted under a new id) counts twice.
type shipper struct {
	mu      sync.Mutex
	shipped map[string]int  // order -> shipments made
	keys    map[string]bool // keys answered
	replays int             // requests under a key already answered
	// retryAfter, when set, answers the first POST for each order named
	// "slow..." 429 with this Retry-After (seconds).
	retryAfter string
	throttled  map[string]bool
}

func newShipper(t testing.TB) (*shipper, *httptest.Server) {
	s := &shipper{shipped: map[string]int{}, keys: map[string]bool{}, throttled: map[string]bool{}}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return s, srv
}

func (s *shipper) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	switch {
	case r.Method == http.MethodGet && strings.HasPrefix(r.URL.Path, "/order/"):
		fmt.Fprintf(w, `{"order":%q,"items":2}`, strings.TrimPrefix(r.URL.Path, "/order/"))
	case r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/ship/"):
		order := strings.TrimPrefix(r.URL.Path, "/ship/")
		key := r.Header.Get("Idempotency-Key")
		if key == "" {
			w.WriteHeader(http.StatusBadRequest)
			io.WriteString(w, `{"error":{"type":"invalid_request_error","message":"an Idempotency-Key header is required"}}`)
			return
		}
		if s.keys[key] {
			s.replays++
			fmt.Fprintf(w, `{"shipped":%q}`, order)
			return
		}
		if s.retryAfter != "" && strings.HasPrefix(order, "slow") && !s.throttled[order] {
			s.throttled[order] = true
			w.Header().Set("Retry-After", s.retryAfter)
			w.WriteHeader(http.StatusTooManyRequests)
			io.WriteString(w, `{"error":{"type":"rate_limit_error","message":"too many requests"}}`)
			return
		}
		s.keys[key] = true
		s.shipped[order]++
		w.WriteHeader(http.StatusCreated)
		fmt.Fprintf(w, `{"shipped":%q}`, order)
	default:
		http.NotFound(w, r)
	}
}

func (s *shipper) count(order string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shipped[order]
}

// writePlan writes a two-step plan for order: a read, then the shipment,
// a side effect behind an idempotency key.
func writePlan(t testing.TB, dir, base, order string) string {
	return writePlanAs(t, dir, base, order, "http")
}

// writePlanAs names the plan's HTTP tools after tool (tool.get,
// tool.request): the fleet shares a Retry-After among the runs calling one
// tool.
func writePlanAs(t testing.TB, dir, base, order, tool string) string {
	t.Helper()
	path := filepath.Join(dir, order+".yaml")
	plan := fmt.Sprintf(`name: ship-%[2]s
goal: Ship order %[2]s exactly once.
tools:
  http:
    name: %[3]s
    base_url: %[1]s
    timeout: 5s
plan:
  steps:
    - id: read
      tool: %[3]s.get
      args: {url: /order/%[2]s}
    - id: ship
      tool: %[3]s.request
      args: {method: POST, url: /ship/%[2]s, json: {order: "%[2]s"}}
`, base, order, tool)
	if err := os.WriteFile(path, []byte(plan), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func openStore(t testing.TB, where string) ledger.Store {
	t.Helper()
	store, err := dsn.Open(context.Background(), where, ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store
}

func openQueue(t testing.TB, store ledger.Store, cfg jobs.Config) *jobs.Queue {
	t.Helper()
	q, err := jobs.Open(context.Background(), store, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { q.Close() })
	return q
}

// work works q until stop is called.
func work(t testing.TB, q *jobs.Queue) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- q.Work(ctx) }()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("Work: %v", err)
			}
		})
	}
	t.Cleanup(stop)
	return stop
}

// waitRuns polls the queue until every run of ids has left the queue
// (finished, stopped or failed), and returns them by id.
func waitRuns(t *testing.T, q *jobs.Queue, ids []string, within time.Duration) map[string]jobs.Run {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		runs, err := q.Runs(context.Background(), 1000)
		if err != nil {
			t.Fatal(err)
		}
		byID := map[string]jobs.Run{}
		for _, r := range runs {
			byID[r.RunID] = r
		}
		left := 0
		for _, id := range ids {
			switch byID[id].State {
			case jobs.RunFinished, jobs.RunStopped, jobs.RunFailed:
			default:
				left++
			}
		}
		if left == 0 {
			return byID
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d runs still in the queue after %v: %+v", left, len(ids), within, runs)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func testSubmitAndWork(t *testing.T, where string) {
	ship, srv := newShipper(t)
	dir := t.TempDir()
	store := openStore(t, where)
	q := openQueue(t, store, jobs.Config{Concurrency: 3, TraceDir: filepath.Join(dir, "traces")})
	var ids []string
	for i := range 6 {
		order := fmt.Sprintf("o%d", i)
		sub, err := q.Submit(context.Background(), writePlan(t, dir, srv.URL, order), nil)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(sub.Hash, "sha256:") || sub.JobID == 0 {
			t.Errorf("Submit returned %+v", sub)
		}
		ids = append(ids, sub.RunID)
	}
	runs, err := q.Runs(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 6 || runs[0].State != jobs.RunQueued || runs[0].RunID != ids[5] {
		t.Fatalf("before any worker: %+v, want 6 queued runs, the last submitted first", runs)
	}
	work(t, q)
	byID := waitRuns(t, q, ids, time.Minute)
	for i, id := range ids {
		r := byID[id]
		if r.State != jobs.RunFinished || r.Result == nil || r.Result.Outcome != rung.OutcomeCompleted || r.Result.ToolCalls != 2 {
			t.Errorf("run %s: %+v (result %+v)", id, r, r.Result)
		}
		if n := ship.count(fmt.Sprintf("o%d", i)); n != 1 {
			t.Errorf("order o%d shipped %d times", i, n)
		}
		if _, err := os.Stat(filepath.Join(dir, "traces", id+".jsonl")); err != nil {
			t.Errorf("run %s: no trace: %v", id, err)
		}
	}
}

// Runs submitted to a SQLite ledger are worked by a Queue on the same
// file (River's SQLite driver): each completes, each shipment lands once.
func TestSubmitAndWorkSQLite(t *testing.T) {
	testSubmitAndWork(t, filepath.Join(t.TempDir(), "rung.db"))
}

// The same on PostgreSQL (River's pgx driver on the ledger's pool), in a
// schema of the test's own.
func TestSubmitAndWorkPostgres(t *testing.T) {
	testSubmitAndWork(t, pgtest.URL(t))
}

// A shipment answered 429 with a Retry-After longer than MaxInlineWait
// snoozes its job instead of holding the one worker slot: the run
// submitted after it finishes first, and the snoozed run then resumes
// (the read is not made again) and ships once. River reads the database's
// clock for the snooze, so this test waits the Retry-After (2s) for real.
func TestLongWaitSnoozes(t *testing.T) {
	ship, srv := newShipper(t)
	ship.retryAfter = "2"
	dir := t.TempDir()
	store := openStore(t, filepath.Join(dir, "rung.db"))
	q := openQueue(t, store, jobs.Config{Concurrency: 1, MaxInlineWait: 100 * time.Millisecond})
	first, err := q.Submit(context.Background(), writePlan(t, dir, srv.URL, "slow"), nil)
	if err != nil {
		t.Fatal(err)
	}
	work(t, q)
	deadline := time.Now().Add(30 * time.Second)
	for {
		runs, err := q.Runs(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		if runs[0].State == jobs.RunWaiting {
			r := runs[0]
			if r.Result == nil || r.Result.Rule != rung.RuleLongWait || r.Next.IsZero() {
				t.Fatalf("waiting run: %+v", r)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the run never snoozed: %+v", runs[0])
		}
		time.Sleep(5 * time.Millisecond)
	}
	// Only the slow order is throttled: the second ships at once, on the
	// slot the first is not holding. It calls its own tool, or the fleet's
	// shared Retry-After would rightly make it wait too.
	second, err := q.Submit(context.Background(), writePlanAs(t, dir, srv.URL, "fast", "api"), nil)
	if err != nil {
		t.Fatal(err)
	}
	byID := waitRuns(t, q, []string{second.RunID}, 30*time.Second)
	if byID[second.RunID].State != jobs.RunFinished {
		t.Fatalf("second run: %+v", byID[second.RunID])
	}
	if r := byID[first.RunID]; r.State != jobs.RunWaiting {
		t.Fatalf("the first run was %s when the second finished, want waiting: its wait held the slot", r.State)
	}
	byID = waitRuns(t, q, []string{first.RunID}, 30*time.Second)
	r := byID[first.RunID]
	if r.State != jobs.RunFinished || r.Result.Outcome != rung.OutcomeCompleted {
		t.Fatalf("first run: %+v (%+v)", r, r.Result)
	}
	if n := ship.count("slow"); n != 1 {
		t.Errorf("the throttled order shipped %d times", n)
	}
	checkpoints, err := store.LoadRun(context.Background(), first.RunID)
	if err != nil || len(checkpoints) != 2 {
		t.Errorf("checkpoints %+v, %v: want the read and the shipment", checkpoints, err)
	}
}

// A plan that cannot run on a worker is refused when submitted, naming
// the file: a malformed one at its line, one asking a person to plan.
func TestSubmitRefuses(t *testing.T) {
	dir := t.TempDir()
	store := openStore(t, filepath.Join(dir, "rung.db"))
	q := openQueue(t, store, jobs.Config{})
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("goal: g\nplan:\n  steps:\n    - id: a\n      tool: nope\n"), 0o644)
	if _, err := q.Submit(context.Background(), bad, nil); err == nil || !strings.Contains(err.Error(), "bad.yaml") {
		t.Errorf("malformed plan: %v", err)
	}
	human := filepath.Join(dir, "human.yaml")
	os.WriteFile(human, []byte("goal: g\ntools:\n  http:\n    base_url: http://127.0.0.1:1\nplan:\n  steps:\n    - tool: http.get\n      args: {url: /}\nplanner:\n  human: {}\n"), 0o644)
	if _, err := q.Submit(context.Background(), human, nil); err == nil || !strings.Contains(err.Error(), "human") {
		t.Errorf("human planner: %v", err)
	}
	if runs, _ := q.Runs(context.Background(), 0); len(runs) != 0 {
		t.Errorf("refused plans were queued: %+v", runs)
	}
	if _, err := jobs.Open(context.Background(), ledger.NewMemoryStore(ledger.Options{}), jobs.Config{}); err == nil || !strings.Contains(err.Error(), "memory") {
		t.Errorf("a memory ledger: %v", err)
	}
	if _, err := jobs.Open(context.Background(), store, jobs.Config{JobTimeout: time.Minute, RescueAfter: time.Minute}); err == nil {
		t.Error("RescueAfter equal to JobTimeout was accepted")
	}
}

// A job whose plan no longer matches its hash is cancelled, not run.
func TestTamperedJobIsNotRun(t *testing.T) {
	_, srv := newShipper(t)
	dir := t.TempDir()
	where := filepath.Join(dir, "rung.db")
	store := openStore(t, where)
	q := openQueue(t, store, jobs.Config{Concurrency: 1})
	sub, err := q.Submit(context.Background(), writePlan(t, dir, srv.URL, "x"), nil)
	if err != nil {
		t.Fatal(err)
	}
	db := store.(interface{ DB() *sql.DB }).DB()
	var args string
	// River's SQLite driver keeps args as JSONB.
	if err := db.QueryRow(`SELECT json(args) FROM river_job WHERE id = ?`, sub.JobID).Scan(&args); err != nil {
		t.Fatal(err)
	}
	var a jobs.RunArgs
	if err := json.Unmarshal([]byte(args), &a); err != nil || a.RunID != sub.RunID {
		t.Fatalf("job args %s: %v", args, err)
	}
	a.Plan = strings.Replace(a.Plan, "/ship/x", "/ship/y", 1)
	b, _ := json.Marshal(a)
	if _, err := db.Exec(`UPDATE river_job SET args = jsonb(?) WHERE id = ?`, string(b), sub.JobID); err != nil {
		t.Fatal(err)
	}
	work(t, q)
	r := waitRuns(t, q, []string{sub.RunID}, 30*time.Second)[sub.RunID]
	if r.State != jobs.RunFailed || !strings.Contains(r.Error, "hashes to") {
		t.Errorf("tampered job: %+v", r)
	}
}
