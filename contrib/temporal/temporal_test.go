package rungtemporal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	rungtemporal "github.com/rungkit/rung/contrib/temporal"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// service is the downstream the activities call over HTTP, in the wire
// formats of the hosted APIs it stands for: an OpenAI-style 429 with
// Retry-After, a Stripe-style 404 resource_missing, and a charges endpoint
// that counts every write it applies.
type service struct {
	mu        sync.Mutex
	rateHits  int
	charges   []charge          // every write applied: the effects
	byKey     map[string]charge // Idempotency-Key -> the charge it made, when keys are honoured
	honourKey bool
	dropReply bool // apply the write, then cut the connection before the reply
	keysSeen  []string
}

type charge struct {
	ID    string `json:"id"`
	Order string `json:"order"`
	Cents int    `json:"cents"`
}

func newService(t *testing.T) (*service, *httptest.Server) {
	s := &service{byKey: map[string]charge{}}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return s, srv
}

func (s *service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case r.URL.Path == "/v1/rates":
		s.rateHits++
		if s.rateHits <= 2 {
			w.Header().Set("Retry-After", "7")
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			io.WriteString(w, `{"error":{"message":"Rate limit reached for requests. Please try again in 7s.","type":"requests","param":null,"code":"rate_limit_exceeded"}}`)
			return
		}
		io.WriteString(w, `{"usd_eur":0.92}`)
	case strings.HasPrefix(r.URL.Path, "/v1/customers/"):
		id := strings.TrimPrefix(r.URL.Path, "/v1/customers/")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprintf(w, `{"error":{"code":"resource_missing","doc_url":"https://stripe.com/docs/error-codes/resource-missing","message":"No such customer: '%s'","param":"id","type":"invalid_request_error"}}`, id)
	case r.URL.Path == "/v1/charges" && r.Method == http.MethodPost:
		var c charge
		json.NewDecoder(r.Body).Decode(&c)
		key := r.Header.Get("Idempotency-Key")
		s.keysSeen = append(s.keysSeen, key)
		if prev, ok := s.byKey[key]; ok && s.honourKey && key != "" {
			json.NewEncoder(w).Encode(prev)
			return
		}
		c.ID = fmt.Sprintf("ch_%d", len(s.charges)+1)
		s.charges = append(s.charges, c)
		s.byKey[key] = c
		if s.dropReply {
			s.dropReply = false
			conn, _, _ := w.(http.Hijacker).Hijack()
			conn.Close()
			return
		}
		json.NewEncoder(w).Encode(c)
	case r.URL.Path == "/v1/charges" && r.Method == http.MethodGet:
		var found []charge
		for _, c := range s.charges {
			if c.Order == r.URL.Query().Get("order") {
				found = append(found, c)
			}
		}
		json.NewEncoder(w).Encode(found)
	default:
		http.NotFound(w, r)
	}
}

func (s *service) effects() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.charges)
}

// activities call the service as a worker would; attempts and the virtual
// time of each attempt are recorded per activity.
type activities struct {
	base string
	now  func() time.Time
	// killFirst makes the first delivery of Charge die after the service
	// applied the write: the worker process is gone before it can record
	// anything, which a panic out of the activity models (nothing after the
	// call runs on this delivery; Temporal re-delivers).
	killFirst bool
	// killed, when set, runs as the worker dies.
	killed func()

	mu       sync.Mutex
	attempts map[string][]time.Time
}

func (a *activities) record(name string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.attempts == nil {
		a.attempts = map[string][]time.Time{}
	}
	a.attempts[name] = append(a.attempts[name], a.now())
	return len(a.attempts[name])
}

func (a *activities) times(name string) []time.Time {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]time.Time(nil), a.attempts[name]...)
}

// httpError renders a non-2xx response the way it came over the wire, so
// rung's presets read status, headers and body from it.
func httpError(resp *http.Response) error {
	body, _ := io.ReadAll(resp.Body)
	var b strings.Builder
	fmt.Fprintf(&b, "HTTP/1.1 %s\n", resp.Status)
	if ra := resp.Header.Get("Retry-After"); ra != "" {
		fmt.Fprintf(&b, "Retry-After: %s\n", ra)
	}
	b.WriteString("\n")
	b.Write(body)
	return errors.New(b.String())
}

func (a *activities) get(ctx context.Context, path string, out any) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, a.base+path, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return httpError(resp)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (a *activities) FetchRates(ctx context.Context) (map[string]float64, error) {
	a.record("FetchRates")
	var rates map[string]float64
	return rates, a.get(ctx, "/v1/rates", &rates)
}

func (a *activities) ReadCustomer(ctx context.Context, id string) (map[string]any, error) {
	a.record("ReadCustomer")
	var c map[string]any
	return c, a.get(ctx, "/v1/customers/"+id, &c)
}

type ChargeRequest struct {
	Order string `json:"order"`
	Cents int    `json:"cents"`
}

func (a *activities) Charge(ctx context.Context, in ChargeRequest) (charge, error) {
	n := a.record("Charge")
	body, _ := json.Marshal(charge{Order: in.Order, Cents: in.Cents})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, a.base+"/v1/charges", bytes.NewReader(body))
	req.Header.Set("Idempotency-Key", rungtemporal.IdempotencyKey(ctx))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return charge{}, err
	}
	defer resp.Body.Close()
	if a.killFirst && n == 1 {
		if a.killed != nil {
			a.killed()
		}
		panic("worker killed after the service applied the charge")
	}
	if resp.StatusCode/100 != 2 {
		return charge{}, httpError(resp)
	}
	var c charge
	return c, json.NewDecoder(resp.Body).Decode(&c)
}

// reconcileCharge is Charge's reconciliation read: does the order have a
// charge?
func (a *activities) reconcileCharge(ctx context.Context, args []any) (bool, any, error) {
	var in ChargeRequest
	b, _ := json.Marshal(args[0])
	if err := json.Unmarshal(b, &in); err != nil {
		return false, nil, err
	}
	var found []charge
	if err := a.get(ctx, "/v1/charges?order="+in.Order, &found); err != nil {
		return false, nil, err
	}
	if len(found) == 0 {
		return false, nil, nil
	}
	return true, found[0], nil
}

// envClock is the test environment's virtual clock, for the ledger's
// leases and the activities' attempt times.
type envClock struct {
	env *testsuite.TestWorkflowEnvironment
}

func (c envClock) Now() time.Time { return c.env.Now() }
func (c envClock) Sleep(ctx context.Context, d time.Duration) error {
	return errors.New("the test clock does not sleep")
}

var retryPolicy = &temporal.RetryPolicy{InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute, MaximumAttempts: 5}

func planWorkflow(ctx workflow.Context, plan []rungtemporal.Step) (*rungtemporal.Result, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute, RetryPolicy: retryPolicy})
	r, err := rungtemporal.NewRecovery(ctx, rungtemporal.RecoveryOptions{Goal: "charge order 42"})
	if err != nil {
		return nil, err
	}
	return r.Run(ctx, plan)
}

type fixture struct {
	env  *testsuite.TestWorkflowEnvironment
	svc  *service
	acts *activities
}

// newFixture starts a test environment whose worker runs the interceptor
// over l (opened by open on the environment's clock).
func newFixture(t *testing.T, decl rungtemporal.Activity, open func(rung.Clock) rung.Ledger, mutate func(*activities, *service)) *fixture {
	var ts testsuite.WorkflowTestSuite
	ts.SetLogger(log.NewStructuredLogger(slog.New(slog.DiscardHandler)))
	env := ts.NewTestWorkflowEnvironment()
	svc, srv := newService(t)
	clock := envClock{env}
	acts := &activities{base: srv.URL, now: clock.Now}
	if mutate != nil {
		mutate(acts, svc)
	}
	if decl.Reconcile == nil && decl.SideEffects && !decl.AcceptsIdempotencyKey && acts.killFirst {
		t.Fatal("fixture: a killed delivery needs a key or a reconciliation read to settle")
	}
	decl.SideEffects = true
	rt, err := rungtemporal.New(rungtemporal.Options{
		Ledger: open(clock), Clock: clock, Lease: 30 * time.Second,
		Activities: map[string]rungtemporal.Activity{"Charge": decl},
	})
	if err != nil {
		t.Fatal(err)
	}
	// The deadlock detector times workflow code on the wall clock: on a
	// loaded CI machine a step can pass its 1s without any deadlock.
	env.SetWorkerOptions(worker.Options{Interceptors: []interceptor.WorkerInterceptor{rt}, DeadlockDetectionTimeout: time.Minute})
	env.RegisterWorkflow(planWorkflow)
	env.RegisterActivityWithOptions(acts.FetchRates, activity.RegisterOptions{Name: "FetchRates"})
	env.RegisterActivityWithOptions(acts.ReadCustomer, activity.RegisterOptions{Name: "ReadCustomer"})
	env.RegisterActivityWithOptions(acts.Charge, activity.RegisterOptions{Name: "Charge"})
	return &fixture{env: env, svc: svc, acts: acts}
}

func sqliteLedger(t *testing.T) func(rung.Clock) rung.Ledger {
	return func(c rung.Clock) rung.Ledger {
		l, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "rung.db"), ledger.Options{Clock: c})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		return l
	}
}

var chargeStep = rungtemporal.Step{ID: "charge", Activity: "Charge", Args: []any{ChargeRequest{Order: "42", Cents: 1999}}}

// TestThreeActivities is the workflow on a real SQLite ledger file:
// a rate-limited read Temporal retries after the service's Retry-After, a
// charge whose worker dies after the service applied it, and a read of a
// customer that does not exist. One charge is made, the premise failure is
// not retried, and the run hands back with its report for a person, who
// stops it.
func TestThreeActivities(t *testing.T) {
	var fx *fixture
	fx = newFixture(t, rungtemporal.Activity{Reconcile: func(ctx context.Context, args []any) (bool, any, error) {
		return fx.acts.reconcileCharge(ctx, args)
	}}, sqliteLedger(t), func(a *activities, _ *service) { a.killFirst = true })
	env := fx.env

	var asked *rung.Report
	env.RegisterDelayedCallback(func() {
		v, err := env.QueryWorkflow(rungtemporal.ReportQuery)
		if err != nil {
			t.Errorf("query %s: %v", rungtemporal.ReportQuery, err)
		} else if err := v.Get(&asked); err != nil {
			t.Errorf("report: %v", err)
		}
		env.SignalWorkflow(rungtemporal.HandbackName, rungtemporal.Resolution{Action: "stop", By: "on-call"})
	}, time.Hour)
	env.ExecuteWorkflow(planWorkflow, []rungtemporal.Step{
		{ID: "rates", Activity: "FetchRates"},
		chargeStep,
		{ID: "customer", Activity: "ReadCustomer", Args: []any{"cus_missing"}},
	})

	if !env.IsWorkflowCompleted() {
		t.Fatal("the workflow did not finish")
	}
	werr := env.GetWorkflowError()
	if werr == nil || !strings.Contains(werr.Error(), "handback") {
		t.Fatalf("workflow error = %v, want the hand-back the person stopped", werr)
	}

	// Transient: retried on Temporal's schedule with the service's delay
	// (7 s, where the RetryPolicy alone would wait 1 s, then 2 s).
	rates := fx.acts.times("FetchRates")
	if len(rates) != 3 {
		t.Fatalf("FetchRates attempts = %d, want 3", len(rates))
	}
	for i := 1; i < len(rates); i++ {
		if gap := rates[i].Sub(rates[i-1]); gap != 7*time.Second {
			t.Errorf("wait before FetchRates attempt %d = %v, want the 7s Retry-After", i+1, gap)
		}
	}
	// Premise: not retried.
	if n := len(fx.acts.times("ReadCustomer")); n != 1 {
		t.Errorf("ReadCustomer attempts = %d, want 1", n)
	}
	// Side effect: one charge, though the first delivery died after it.
	if n := fx.svc.effects(); n != 1 {
		t.Errorf("charges applied = %d, want exactly 1", n)
	}
	charges := fx.acts.times("Charge")
	if len(charges) != 1 {
		t.Errorf("Charge ran %d times, want 1 (the re-delivery is settled by the reconciliation read)", len(charges))
	}

	if asked == nil {
		t.Fatal("no report was published while the run waited")
	}
	if asked.Outcome != rung.OutcomeHandback || asked.Failed == nil || asked.Failed.Step != "customer" || asked.Failed.Kind != rung.KindPremise {
		t.Errorf("report = outcome %s, failed %+v; want a hand-back on the customer step's premise failure", asked.Outcome, asked.Failed)
	}
	if !strings.Contains(asked.Failed.Message, "No such customer") {
		t.Errorf("report message = %q, want the service's words", asked.Failed.Message)
	}
	if len(asked.Options) == 0 {
		t.Error("the report offers the person no options")
	}
}

// TestUnknownOutcomeIsSurfacedNotResent: the reply to a charge is lost after
// the service applied it, and the activity takes no key and has no
// reconciliation read. The charge is not sent again: the error is a
// NonRetryable rung.ambiguous naming the key and `rung ledger resolve`, the
// workflow hands back, the person records the charge in the ledger and
// answers retry, and the re-delivery returns what they recorded.
func TestUnknownOutcomeIsSurfacedNotResent(t *testing.T) {
	var store *sqlite.Ledger
	fx := newFixture(t, rungtemporal.Activity{}, func(c rung.Clock) rung.Ledger {
		store = sqliteLedger(t)(c).(*sqlite.Ledger)
		return store
	}, func(_ *activities, s *service) { s.dropReply = true })
	env := fx.env

	var asked *rung.Report
	env.RegisterDelayedCallback(func() {
		v, err := env.QueryWorkflow(rungtemporal.ReportQuery)
		if err != nil {
			t.Fatalf("query: %v", err)
		}
		v.Get(&asked)
		key := asked.Failed.Signature.Target
		out, _ := json.Marshal(charge{ID: "ch_1", Order: "42", Cents: 1999})
		if err := store.Resolve(context.Background(), key, true, rung.Outcome{Output: out, At: env.Now()}); err != nil {
			t.Fatalf("resolve %s: %v", key, err)
		}
		env.SignalWorkflow(rungtemporal.HandbackName, rungtemporal.Resolution{Action: "retry"})
	}, time.Hour)
	env.ExecuteWorkflow(planWorkflow, []rungtemporal.Step{chargeStep})

	if err := env.GetWorkflowError(); err != nil {
		t.Fatalf("workflow error = %v, want completion after the person resolved the key", err)
	}
	var res rungtemporal.Result
	if err := env.GetWorkflowResult(&res); err != nil {
		t.Fatal(err)
	}
	if got := string(res.Outputs["charge"]); !strings.Contains(got, `"ch_1"`) {
		t.Errorf("charge output = %s, want the recorded ch_1", got)
	}
	if n := fx.svc.effects(); n != 1 {
		t.Errorf("charges applied = %d, want 1", n)
	}
	if n := len(fx.acts.times("Charge")); n != 1 {
		t.Errorf("Charge ran %d times, want 1: an unknown outcome is never re-sent blind", n)
	}
	if asked == nil || asked.Outcome != rung.OutcomeAbort || asked.Rule != rung.RuleSideEffect {
		t.Fatalf("report = %+v, want an abort by the side-effect rule", asked)
	}
	key := "default-test-workflow-id/"
	for _, want := range []string{key, "rung ledger resolve"} {
		if !strings.Contains(asked.Reason, want) {
			t.Errorf("report reason %q does not name %q", asked.Reason, want)
		}
	}
}

// TestKeyedReplayOnPostgres: the downstream honours Idempotency-Key, the
// worker dies after the charge, and a second worker on the same host sees
// the holder dead and replays at once behind the same key (PostgreSQL
// ledger): the service answers the replay with the original charge.
func TestKeyedReplayOnPostgres(t *testing.T) {
	url := pgtest.URL(t)
	dead := false
	var mu sync.Mutex
	fx := newFixture(t, rungtemporal.Activity{AcceptsIdempotencyKey: true}, func(c rung.Clock) rung.Ledger {
		l, err := postgres.Open(context.Background(), url, ledger.Options{Clock: c, HolderAlive: func(ledger.Holder) bool {
			mu.Lock()
			defer mu.Unlock()
			return !dead
		}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		return l
	}, func(a *activities, s *service) { a.killFirst, s.honourKey = true, true })
	// A second worker on this host sees the first one's process gone.
	fx.acts.killed = func() {
		mu.Lock()
		defer mu.Unlock()
		dead = true
	}
	fx.env.ExecuteWorkflow(planWorkflow, []rungtemporal.Step{chargeStep})
	if err := fx.env.GetWorkflowError(); err != nil {
		t.Fatalf("workflow error = %v", err)
	}
	var res rungtemporal.Result
	fx.env.GetWorkflowResult(&res)
	if got := string(res.Outputs["charge"]); !strings.Contains(got, `"ch_1"`) {
		t.Errorf("charge output = %s, want the original ch_1", got)
	}
	if n := fx.svc.effects(); n != 1 {
		t.Errorf("charges applied = %d, want 1", n)
	}
	keys := fx.svc.keysSeen
	if len(keys) != 2 || keys[0] != keys[1] || !strings.HasPrefix(keys[0], "default-test-workflow-id/") {
		t.Errorf("keys sent = %q, want one key <workflow ID>/<activity ID>, twice", keys)
	}
	times := fx.acts.times("Charge")
	if len(times) == 2 && times[1].Sub(times[0]) != time.Second {
		t.Errorf("replay came %v after the death, want the RetryPolicy's 1s (the dead holder's lease is taken over at once)", times[1].Sub(times[0]))
	}
}
