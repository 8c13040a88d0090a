// Package killtest proves, on the real rung binary, that a side effect whose
// tool takes no idempotency key lands at most once however the process
// running it dies. TestKillResume runs plan files with `rung run`, kills the
// process with SIGKILL at random moments, resumes each run with `rung resume`
// (killing some resumes too) and plays the person a run asks to reconcile a
// write whose outcome is unknown. The package has only tests.
package killtest

import (
	"bytes"
	"context"
	dbsql "database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
)

// Exit statuses of `rung run` and `rung resume` (docs/cli.md).
const (
	exitCompleted = 0
	exitHandback  = 3
	exitAbort     = 4
)

// Plan templates under testdata; {{nonce}} names the run in every marker.
var plans = []string{"inserts.yaml", "interleaved.yaml"}

// markerRE finds the markers a template writes: one per side-effecting step,
// named after the step.
var markerRE = regexp.MustCompile(`'\{\{nonce\}\}/(\w+)'`)

const (
	// killsPerRun caps the kills of one run, so that every run finishes
	// and the kills spread over many runs and all their steps.
	killsPerRun = 4
	// processesPerRun bounds the processes of one run; more is a run that
	// cannot finish.
	processesPerRun = 60
	// hung is how long one process may take before the test kills it and
	// fails: a whole run takes well under a second.
	hung = time.Minute
)

// report is the part of the report JSON (docs/engine.md) the test reads.
type report struct {
	RunID  string `json:"run_id"`
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

// counts are what the test logs for the issue; violations are errors.
type counts struct {
	runs, completed, abandoned int
	processes, starts, resumes int
	kills, killsOfResumes      int
	// leftUnknown: kills that left a claim of the run pending or unknown
	// in the ledger, an outcome only a person can settle.
	leftUnknown int
	// stops: processes that ended their run asking for a reconciliation;
	// timeouts of them for a call that ran out of time, not a kill;
	// unnamed of them without naming the key (an error).
	stops, timeouts, unnamed int
	applied, notApplied      int
	// refused: resumes made before reconciling that stopped again without
	// calling.
	refused   int
	handbacks int
}

type harness struct {
	t          *testing.T
	bin, dir   string
	ledger     string
	downstream *dbsql.DB
	env        []string
	rng        *rand.Rand
	span       time.Duration // a whole unkilled run, process start to exit
	target     int           // kills wanted in all
	c          counts
}

// run is one plan run, followed across its processes.
type run struct {
	what    string // for messages: "run r007 (testdata/inserts.yaml)"
	nonce   string
	plan    string
	markers []string // the steps that write, each its own marker
	id      string   // the run id, once a process has written its run file
	// unresolved are the keys kills left pending or unknown: each must end
	// a later process of the run with a stop that names it.
	unresolved map[string]bool
}

// proc is how one process ended.
type proc struct {
	code   int
	killed bool
	stdout string
	stderr string
	took   time.Duration
}

// TestKillResume is issue 11's crash test: runs whose writes take no
// idempotency key, killed with SIGKILL at random moments at least 100 times
// (20 with -short), each resumed until it completes. It checks that no write
// landed twice; that a completed run's every write landed exactly once; that
// every write a kill left with an unknown outcome later stopped its run with
// a report naming the ledger key and `rung ledger resolve KEY --applied` /
// `--not-applied`; and that a resume made before that reconciliation stops
// again without calling.
//
// RUNG_KILLTEST_SEED replays the kill moments the log names (the processes'
// own timing is the machine's); RUNG_KILLTEST_BIN runs a rung binary built
// elsewhere (an older commit's, to watch the test fail) instead of building
// cmd/rung.
func TestKillResume(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("RUNG_KILLTEST_SEED"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("RUNG_KILLTEST_SEED=%q: %v", s, err)
		}
		seed = v
	}
	t.Logf("seed %d (RUNG_KILLTEST_SEED=%d replays it)", seed, seed)
	h := newHarness(t)
	h.rng = rand.New(rand.NewPCG(seed, 11))
	h.target = 100
	if testing.Short() {
		h.target = 20
	}

	began := time.Now()
	// One unkilled run of each plan measures how long a run takes; the kill
	// moments are drawn uniformly over the longest. A first run creates the
	// ledger and warms the page cache, which would overstate the span.
	h.runPlan(plans[0], false)
	for _, p := range plans {
		h.span = max(h.span, h.runPlan(p, false))
	}
	t.Logf("a whole run takes up to %v: kill moments are drawn uniformly from [0, %[1]v)", h.span.Round(time.Millisecond))
	for h.c.kills < h.target {
		if time.Since(began) > 5*time.Minute {
			t.Fatalf("only %d of %d kills after %v", h.c.kills, h.target, time.Since(began).Round(time.Second))
		}
		h.runPlan(plans[h.c.runs%len(plans)], true)
	}
	dups := h.checkDuplicates()
	c := h.c
	t.Logf("runs %d (completed %d, abandoned %d); processes %d: rung run %d, rung resume %d; "+
		"kills %d (%d of a resume), %d of them leaving a write's outcome unknown; "+
		"stops asking for reconciliation %d (%d after a call timed out, %d naming no key): applied %d, not applied %d; "+
		"resumes before reconciling that stopped again %d; hand-backs %d; duplicate effects %d; wall %v",
		c.runs, c.completed, c.abandoned, c.processes, c.starts, c.resumes,
		c.kills, c.killsOfResumes, c.leftUnknown,
		c.stops, c.timeouts, c.unnamed, c.applied, c.notApplied,
		c.refused, c.handbacks, dups, time.Since(began).Round(time.Millisecond))
}

// TestTimeoutStop: a keyless write whose call runs out of time has an
// unknown outcome too, reached inside the process without a kill: its stop
// must name the key and the reconciliation like a stop after a kill, and a
// resume before the reconciliation must stop again without calling.
func TestTimeoutStop(t *testing.T) {
	h := newHarness(t)
	r := h.newRun("timeout.yaml", "t001")
	p := h.exec(0, "run", "--ledger", h.ledger, "--json", "--quiet", r.plan)
	var rep report
	if err := json.Unmarshal([]byte(p.stdout), &rep); err != nil {
		t.Fatalf("rung run exited %d without a report (%v)\nstderr: %s", p.code, err, p.stderr)
	}
	r.id = rep.RunID
	if p.code != exitAbort {
		t.Fatalf("rung run exited %d (%s: %s), want %d: the write timed out", p.code, rep.Rule, rep.Reason, exitAbort)
	}
	if !h.reconcile(r, rep) {
		return
	}
	if h.c.unnamed > 0 {
		// The stop named no key: the resume's stop must, and is checked
		// in turn.
		p := h.exec(0, "resume", "--ledger", h.ledger, "--json", "--quiet", r.id)
		if err := json.Unmarshal([]byte(p.stdout), &rep); err != nil || p.code != exitAbort {
			t.Fatalf("rung resume exited %d (%s: %s), want %d\nstderr: %s", p.code, rep.Rule, rep.Reason, exitAbort, p.stderr)
		}
		h.reconcile(r, rep)
	}
	if n := h.landed(r.nonce + "/stamp"); n != 0 {
		t.Errorf("the timed-out write landed %d times, want 0 (it never commits)", n)
	}
	t.Logf("stops asking for reconciliation %d (%d naming no key); resumes before reconciling that stopped again %d; reconciled not applied %d",
		h.c.stops, h.c.unnamed, h.c.refused, h.c.notApplied)
}

// newHarness gives the test the rung binary, an empty work directory and
// the downstream database with its effects table.
func newHarness(t *testing.T) *harness {
	t.Helper()
	bin := rungBinary(t)
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "plans"), 0o755); err != nil {
		t.Fatal(err)
	}
	dsPath := filepath.Join(dir, "downstream.db")
	ds, err := dbsql.Open("sqlite", "file:"+dsPath+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ds.Close() })
	// No unique constraint on marker: a second landing must be a second
	// row to count, not a conflict the engine would skip past.
	if _, err := ds.Exec(`CREATE TABLE effects (marker TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	return &harness{
		t: t, bin: bin, dir: dir,
		ledger:     filepath.Join(dir, "ledger.db"),
		downstream: ds,
		env:        append(os.Environ(), "KILLTEST_DOWNSTREAM="+dsPath, "NO_COLOR=1"),
	}
}

var (
	buildOnce sync.Once
	buildDir  string // removed by TestMain
	builtBin  string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// rungBinary returns RUNG_KILLTEST_BIN, or cmd/rung built once for the
// package's tests.
func rungBinary(t *testing.T) string {
	t.Helper()
	if bin := os.Getenv("RUNG_KILLTEST_BIN"); bin != "" {
		return bin
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("building cmd/rung needs the go command:", err)
	}
	buildOnce.Do(func() {
		if buildDir, buildErr = os.MkdirTemp("", "killtest-"); buildErr == nil {
			builtBin, buildErr = buildRung(t, buildDir)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

// buildRung builds cmd/rung into dir, without -race whatever the test runs
// under: the binary is what users run, and the race detector would slow
// every process several times over.
func buildRung(t *testing.T, dir string) (string, error) {
	bin := filepath.Join(dir, "rung")
	began := time.Now()
	const pkg = "github.com/rungkit/rung/cmd/rung"
	if out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
	}
	// go test caches a pass by the files the test opened, and the test
	// binary does not link the code under test: stat every file the binary
	// is built from, so that changing one reruns the test.
	out, err := exec.Command("go", "list", "-deps", "-f",
		`{{if and .Module .Module.Main}}{{range .GoFiles}}{{$.Dir}}/{{.}}
{{end}}{{range .EmbedFiles}}{{$.Dir}}/{{.}}
{{end}}{{end}}`, pkg).Output()
	if err != nil {
		return "", fmt.Errorf("go list -deps %s: %v", pkg, err)
	}
	files := strings.Fields(string(out))
	for _, f := range files {
		if _, err := os.Stat(f); err != nil {
			return "", err
		}
	}
	t.Logf("built rung from %d files in %v", len(files), time.Since(began).Round(time.Millisecond))
	return bin, nil
}

// runPlan runs one copy of the template until it completes (or stops in a
// way that ends it, which is an error), killing its processes when kill is
// set. It returns the wall time of its last process.
func (h *harness) runPlan(template string, kill bool) time.Duration {
	t := h.t
	t.Helper()
	h.c.runs++
	r := h.newRun(template, fmt.Sprintf("r%03d", h.c.runs))
	kills, handbacks := 0, 0
	for n := 0; ; n++ {
		if n == processesPerRun {
			t.Fatalf("%s: not finished after %d processes", r.what, n)
		}
		// A process killed before it wrote its run file started nothing;
		// then the run starts afresh.
		args := []string{"run", "--ledger", h.ledger, "--json", "--quiet", r.plan}
		if r.id != "" {
			args = []string{"resume", "--ledger", h.ledger, "--json", "--quiet", r.id}
			h.c.resumes++
		} else {
			h.c.starts++
		}
		var after time.Duration
		if kill && kills < killsPerRun && h.c.kills < h.target {
			after = 1 + time.Duration(h.rng.Int64N(int64(h.span)))
		}
		p := h.exec(after, args...)
		if p.killed {
			kills++
			h.c.kills++
			if r.id != "" {
				h.c.killsOfResumes++
			} else {
				r.id = h.findRun(r.plan)
			}
			if r.id != "" {
				h.noteUnknown(r)
			}
			continue
		}
		var rep report
		if err := json.Unmarshal([]byte(p.stdout), &rep); err != nil {
			t.Fatalf("%s: rung %s exited %d without a report (%v)\nstdout: %s\nstderr: %s", r.what, args[0], p.code, err, p.stdout, p.stderr)
		}
		if r.id != "" && rep.RunID != r.id {
			t.Fatalf("%s: resumed %s, the report is of %s", r.what, r.id, rep.RunID)
		}
		r.id = rep.RunID
		switch p.code {
		case exitCompleted:
			h.c.completed++
			for key := range r.unresolved {
				t.Errorf("%s: a kill left the outcome of %s unknown, and the run completed without asking for it to be reconciled", r.what, key)
			}
			h.checkRun(r)
			return p.took
		case exitAbort:
			if !h.reconcile(r, rep) {
				h.c.abandoned++
				return p.took
			}
		case exitHandback:
			// Not a stop for an unknown outcome (those abort): a resume
			// meets the step again. Three in a row is a run that is stuck.
			h.c.handbacks++
			handbacks++
			t.Logf("%s: handed back (%s): %s", r.what, rep.Rule, rep.Reason)
			if handbacks == 3 {
				t.Fatalf("%s: handed back %d times: %s", r.what, handbacks, rep.Reason)
			}
		default:
			t.Fatalf("%s: rung %s exited %d\nstdout: %s\nstderr: %s", r.what, args[0], p.code, p.stdout, p.stderr)
		}
	}
}

// newRun writes a copy of the template for one run, its markers named by
// nonce.
func (h *harness) newRun(template, nonce string) *run {
	t := h.t
	t.Helper()
	r := &run{nonce: nonce, unresolved: map[string]bool{}}
	r.what = fmt.Sprintf("run %s (testdata/%s)", r.nonce, template)
	src, err := os.ReadFile(filepath.Join("testdata", template))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range markerRE.FindAllStringSubmatch(string(src), -1) {
		r.markers = append(r.markers, m[1])
	}
	if len(r.markers) == 0 {
		t.Fatalf("testdata/%s: no step writes a marker", template)
	}
	r.plan = filepath.Join(h.dir, "plans", r.nonce+"-"+template)
	if err := os.WriteFile(r.plan, bytes.ReplaceAll(src, []byte("{{nonce}}"), []byte(r.nonce)), 0o644); err != nil {
		t.Fatal(err)
	}
	return r
}

// noteUnknown records the run's keys that a kill left pending (a claim whose
// holder died: its call may or may not have been made) or unknown.
func (h *harness) noteUnknown(r *run) {
	ctx := context.Background()
	store, err := sqlite.Open(ctx, h.ledger, ledger.Options{})
	if err != nil {
		h.t.Fatalf("%s: opening the ledger after a kill: %v", r.what, err)
	}
	defer store.Close()
	entries, err := store.List(ctx, ledger.ListOptions{Prefix: r.id + "/", Limit: 1000})
	if err != nil {
		h.t.Fatalf("%s: listing the ledger after a kill: %v", r.what, err)
	}
	left := false
	for _, e := range entries {
		if e.State != ledger.EntryDone && !r.unresolved[e.Key] {
			r.unresolved[e.Key] = true
			left = true
		}
	}
	if left {
		h.c.leftUnknown++
	}
}

// reconcile plays the person an aborted run asks: it checks that the report
// names the key and how to reconcile it, that a resume before the
// reconciliation stops again without calling, then looks for the step's
// marker in the downstream and tells the ledger what it found. It reports
// whether the run can go on.
func (h *harness) reconcile(r *run, rep report) bool {
	t := h.t
	t.Helper()
	h.c.stops++
	if rep.Rule != "side-effect" {
		t.Errorf("%s: aborted by rule %q, want side-effect (the only abort these plans can meet): %s", r.what, rep.Rule, rep.Reason)
		return false
	}
	key, step := keyIn(rep.Reason, r.id)
	if key == "" {
		// The person has nothing to resolve; a resume must stop again,
		// and that stop is checked in turn.
		h.c.unnamed++
		t.Errorf("%s: a stop for an unknown outcome does not name its ledger key (%s/STEP/N): %s", r.what, r.id, rep.Reason)
		return true
	}
	if !slices.Contains(r.markers, step) {
		t.Errorf("%s: the stop names the key %s, whose step %q writes nothing: %s", r.what, key, step, rep.Reason)
		return false
	}
	if !strings.Contains(rep.Reason, "rung ledger resolve "+key) || !strings.Contains(rep.Reason, "--applied") || !strings.Contains(rep.Reason, "--not-applied") {
		t.Errorf("%s: the stop for %s does not say how to reconcile it (rung ledger resolve %[2]s --applied or --not-applied): %s", r.what, key, rep.Reason)
	}
	if !r.unresolved[key] {
		h.c.timeouts++
	}
	marker := r.nonce + "/" + step
	before := h.landed(marker)

	// Nothing may call the tool again before a person says what happened,
	// a resume included: it must stop on the same key, and the downstream
	// must not change (a second call where no row landed would add one,
	// which no count of duplicates sees).
	h.c.resumes++
	p := h.exec(0, "resume", "--ledger", h.ledger, "--json", "--quiet", r.id)
	var again report
	_ = json.Unmarshal([]byte(p.stdout), &again)
	switch {
	case p.code != exitAbort || again.Rule != "side-effect":
		t.Errorf("%s: a resume before reconciling %s exited %d (%s: %s), want it to stop again\nstderr: %s", r.what, key, p.code, again.Rule, again.Reason, p.stderr)
	case !strings.Contains(again.Reason, key):
		t.Errorf("%s: a resume before reconciling %s stopped on something else: %s", r.what, key, again.Reason)
	default:
		h.c.refused++
	}
	if now := h.landed(marker); now != before {
		t.Errorf("%s: a resume before reconciling %s called the tool again: marker %s had landed %d times, then %d", r.what, key, marker, before, now)
		return false
	}

	verdict := "--not-applied"
	if before > 0 {
		verdict = "--applied"
	}
	if p := h.exec(0, "ledger", "resolve", key, verdict, "--ledger", h.ledger); p.code != 0 {
		t.Errorf("%s: rung ledger resolve %s %s exited %d\nstdout: %s\nstderr: %s", r.what, key, verdict, p.code, p.stdout, p.stderr)
		return false
	}
	if before > 0 {
		h.c.applied++
	} else {
		h.c.notApplied++
	}
	delete(r.unresolved, key)
	return true
}

// keyIn finds a ledger key of the run (RUNID/STEP/N, docs/plans.md) in s.
func keyIn(s, runID string) (key, step string) {
	m := regexp.MustCompile(regexp.QuoteMeta(runID) + `/(\w+)/\d+`).FindStringSubmatch(s)
	if m == nil {
		return "", ""
	}
	return m[0], m[1]
}

// findRun returns the id of the run whose run file (.rung/runs/RUNID.json,
// written before the run starts anything) names the plan, or "".
func (h *harness) findRun(plan string) string {
	files, err := filepath.Glob(filepath.Join(h.dir, ".rung", "runs", "*.json"))
	if err != nil {
		h.t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			h.t.Fatal(err)
		}
		var rf struct {
			RunID string `json:"run_id"`
			Plan  string `json:"plan"`
		}
		// A file cut short by a kill is no run: its process died before
		// it started anything.
		if json.Unmarshal(b, &rf) == nil && rf.Plan == plan {
			return rf.RunID
		}
	}
	return ""
}

// exec runs the rung binary in the work directory and, when after > 0,
// sends it SIGKILL that long after it started.
func (h *harness) exec(after time.Duration, args ...string) proc {
	h.t.Helper()
	h.c.processes++
	cmd := exec.Command(h.bin, args...)
	cmd.Dir, cmd.Env = h.dir, h.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		h.t.Fatal(err)
	}
	if after > 0 {
		kill := time.AfterFunc(after, func() { _ = cmd.Process.Signal(syscall.SIGKILL) })
		defer kill.Stop()
	}
	var stuck atomic.Bool
	watchdog := time.AfterFunc(hung, func() { stuck.Store(true); _ = cmd.Process.Kill() })
	err := cmd.Wait()
	watchdog.Stop()
	p := proc{stdout: stdout.String(), stderr: stderr.String(), took: time.Since(start)}
	if stuck.Load() {
		h.t.Fatalf("rung %s ran over %v\nstderr: %s", strings.Join(args, " "), hung, p.stderr)
	}
	var xe *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &xe):
		if ws, ok := xe.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL {
			p.killed = true
		}
		p.code = xe.ExitCode()
	default:
		h.t.Fatalf("rung %s: %v", strings.Join(args, " "), err)
	}
	return p
}

// landed counts the rows carrying marker in the downstream.
func (h *harness) landed(marker string) int {
	var n int
	if err := h.downstream.QueryRow(`SELECT count(*) FROM effects WHERE marker = ?`, marker).Scan(&n); err != nil {
		h.t.Fatal(err)
	}
	return n
}

// checkRun checks that a completed run's every write landed exactly once.
func (h *harness) checkRun(r *run) {
	for _, m := range r.markers {
		if n := h.landed(r.nonce + "/" + m); n != 1 {
			h.t.Errorf("%s completed with marker %s/%s landed %d times, want 1", r.what, r.nonce, m, n)
		}
	}
}

// checkDuplicates reports every marker that landed more than once and
// returns the number of extra landings.
func (h *harness) checkDuplicates() int {
	rows, err := h.downstream.Query(`SELECT marker, count(*) FROM effects GROUP BY marker HAVING count(*) > 1 ORDER BY marker`)
	if err != nil {
		h.t.Fatal(err)
	}
	defer rows.Close()
	dups := 0
	for rows.Next() {
		var m string
		var n int
		if err := rows.Scan(&m, &n); err != nil {
			h.t.Fatal(err)
		}
		dups += n - 1
		h.t.Errorf("duplicate effect: marker %s landed %d times", m, n)
	}
	if err := rows.Err(); err != nil {
		h.t.Fatal(err)
	}
	return dups
}
