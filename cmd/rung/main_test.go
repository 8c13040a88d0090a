//go:build unix

package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// envAs makes the test binary run as rung itself ("rung": main with the
// arguments it was started with) or as an MCP server whose one tool never
// returns and which ignores SIGTERM and the end of its stdin ("hang").
const envAs = "RUNG_TEST_AS"

func TestMain(m *testing.M) {
	switch os.Getenv(envAs) {
	case "rung":
		main()
	case "hang":
		signal.Ignore(syscall.SIGTERM)
		s := sdk.NewServer(&sdk.Implementation{Name: "hang", Version: "v0"}, nil)
		s.AddTool(&sdk.Tool{Name: "hang", Description: "never returns", InputSchema: map[string]any{"type": "object"},
			Annotations: &sdk.ToolAnnotations{ReadOnlyHint: true}},
			func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
				for {
					time.Sleep(time.Hour)
				}
			})
		_ = s.Run(context.Background(), &sdk.StdioTransport{})
		for {
			time.Sleep(time.Hour)
		}
	}
	os.Exit(m.Run())
}

const hangPlan = `goal: Wait on a tool that never returns.
tools:
  mcp:
    - name: h
      command: %q
      args: ["-test.run=^$"]
      env: {RUNG_TEST_AS: hang}
plan:
  steps:
    - {id: wait, tool: h.hang}
`

// TestSecondInterruptExits: the first Ctrl-C asks the run to stop cleanly;
// when that does not happen (the tool blocks, the server ignores the end
// of its stdin and SIGTERM), a second Ctrl-C exits at once with status 130,
// saying how to resume the run.
func TestSecondInterruptExits(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "plan.yaml"), fmt.Appendf(nil, hangPlan, exe), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "run", "plan.yaml")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), envAs+"=rung", "NO_COLOR=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var all []string
	// await returns the first line matching re, or fails the test after d.
	await := func(re *regexp.Regexp, d time.Duration) []string {
		t.Helper()
		timeout := time.After(d)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("rung exited before printing %q:\n%s", re, strings.Join(all, "\n"))
				}
				all = append(all, l)
				if m := re.FindStringSubmatch(l); m != nil {
					return m
				}
			case <-timeout:
				t.Errorf("no line %q within %s:\n%s", re, d, strings.Join(all, "\n"))
				return nil
			}
		}
	}
	m := await(regexp.MustCompile(`: run (run-\S+) \(ledger`), 60*time.Second)
	if m == nil {
		t.FailNow()
	}
	id := m[1]
	if await(regexp.MustCompile(`step 1: wait \(h\.hang\)`), 30*time.Second) == nil {
		t.FailNow()
	}

	must(t, cmd.Process.Signal(os.Interrupt))
	await(regexp.MustCompile(`Ctrl-C again`), 10*time.Second)
	second := time.Now()
	must(t, cmd.Process.Signal(os.Interrupt))

	exited := make(chan error, 1)
	go func() {
		for l := range lines {
			all = append(all, l)
		}
		exited <- cmd.Wait()
	}()
	select {
	case <-exited:
	case <-time.After(3 * time.Second):
		_ = cmd.Process.Kill()
		<-exited
		t.Fatalf("rung still running 3s after the second Ctrl-C:\n%s", strings.Join(all, "\n"))
	}
	t.Logf("exited %v after the second Ctrl-C", time.Since(second).Round(time.Millisecond))
	if code := cmd.ProcessState.ExitCode(); code != 130 {
		t.Errorf("exit status %d, want 130\n%s", code, strings.Join(all, "\n"))
	}
	last := all[len(all)-1]
	if !strings.Contains(last, "rung resume "+id) {
		t.Errorf("last line %q does not say how to resume (rung resume %s)", last, id)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
