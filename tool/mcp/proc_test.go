//go:build unix

package mcp_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/tool/mcp"
)

// envHelper makes the test binary one of the processes the process tests
// need: "server" (an MCP server that reports its environment and starts
// children), "sleep" (a child that only waits) or "parent" (a process that
// starts a server through mcp.Connect, prints the server's pid and waits,
// to be killed with SIGKILL).
const envHelper = "RUNG_MCP_TEST_HELPER"

// envStubborn makes the "server" helper ignore SIGTERM and stay after its
// stdin closes, as a wedged or careless server does.
const envStubborn = "RUNG_MCP_TEST_STUBBORN"

// helperMain runs the helper named by envHelper and exits; it returns when
// none is named.
func helperMain() {
	switch os.Getenv(envHelper) {
	case "":
		return
	case "sleep":
		waitForever()
	case "server":
		if os.Getenv(envStubborn) == "1" {
			signal.Ignore(syscall.SIGTERM)
		}
		if err := newProcServer().Run(context.Background(), &sdk.StdioTransport{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		if os.Getenv(envStubborn) == "1" {
			waitForever()
		}
		os.Exit(0)
	case "parent":
		exe, _ := os.Executable()
		c, err := mcp.Connect(context.Background(), mcp.Server{
			Name: "p", Command: exe, Args: []string{"-test.run=^$"},
			Env: map[string]string{envHelper: "server", envStubborn: "1"},
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		tools, err := c.Tools(context.Background())
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for _, tl := range tools {
			if tl.Name == "p.pid" {
				out, err := tl.Call(context.Background(), nil)
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					os.Exit(1)
				}
				fmt.Println(out)
			}
		}
		waitForever()
	}
	fmt.Fprintf(os.Stderr, "unknown %s=%q\n", envHelper, os.Getenv(envHelper))
	os.Exit(2)
}

// waitForever blocks without tripping the runtime's deadlock detector.
func waitForever() {
	for {
		time.Sleep(time.Hour)
	}
}

func newProcServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "rung-proc-test", Version: "v0"}, nil)
	obj := map[string]any{"type": "object"}
	ro := &sdk.ToolAnnotations{ReadOnlyHint: true}
	s.AddTool(&sdk.Tool{Name: "env", Description: "the server's environment", InputSchema: obj, Annotations: ro},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			env := map[string]any{}
			for _, kv := range os.Environ() {
				k, v, _ := strings.Cut(kv, "=")
				env[k] = v
			}
			return &sdk.CallToolResult{StructuredContent: map[string]any{"env": env}}, nil
		})
	s.AddTool(&sdk.Tool{Name: "pid", Description: "the server's pid", InputSchema: obj, Annotations: ro},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			return text(strconv.Itoa(os.Getpid())), nil
		})
	s.AddTool(&sdk.Tool{Name: "spawn", Description: "start a child that outlives the server unless killed", InputSchema: obj},
		func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
			exe, err := os.Executable()
			if err != nil {
				return nil, err
			}
			cmd := exec.Command(exe, "-test.run=^$")
			cmd.Env = []string{envHelper + "=sleep"}
			if err := cmd.Start(); err != nil {
				return nil, err
			}
			go cmd.Wait()
			return text(strconv.Itoa(cmd.Process.Pid)), nil
		})
	return s
}

func procServer(t *testing.T, env map[string]string) mcp.Server {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	e := map[string]string{envHelper: "server"}
	for k, v := range env {
		e[k] = v
	}
	return mcp.Server{Name: "p", Command: exe, Args: []string{"-test.run=^$"}, Env: e}
}

// TestServerEnvironment: a stdio server gets the plan's env and PATH,
// HOME, LANG and TMPDIR from rung's environment, nothing else: not the API
// keys and database passwords rung itself holds.
func TestServerEnvironment(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-test-0123456789abcdefghij")
	t.Setenv("PGPASSWORD", "hunter2-database")
	t.Setenv("LANG", "C.UTF-8")
	t.Setenv("TMPDIR", t.TempDir())
	c := connect(t, procServer(t, map[string]string{"PLAN_VAR": "from the plan", "LANG": "en_GB.UTF-8"}))
	out, err := toolMap(t, c)["p.env"].Call(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := out.(map[string]any)["env"].(map[string]any)
	want := map[string]any{
		envHelper:  "server",
		"PLAN_VAR": "from the plan",
		"LANG":     "en_GB.UTF-8", // the plan's value wins
		"TMPDIR":   os.Getenv("TMPDIR"),
	}
	for _, k := range []string{"PATH", "HOME"} {
		if v, ok := os.LookupEnv(k); ok {
			want[k] = v
		}
	}
	var extra []string
	for k := range got {
		if _, ok := want[k]; !ok {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	if len(extra) > 0 {
		t.Errorf("the server inherited %v from rung's environment", extra)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("server's %s = %q, want %q", k, got[k], v)
		}
	}
}

// TestCloseKillsProcessGroup: Close ends the server's whole process group,
// so a child the server started (npx starting node, a shell wrapper) does
// not outlive it.
func TestCloseKillsProcessGroup(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("needs /proc to tell a dead process from a zombie")
	}
	c, err := mcp.Connect(context.Background(), procServer(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	out, err := toolMap(t, c)["p.spawn"].Call(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	child := pidOf(t, out)
	t.Cleanup(func() { _ = syscall.Kill(child, syscall.SIGKILL) })
	if err := c.Close(); err != nil {
		t.Logf("close: %v", err)
	}
	waitGone(t, child, "the server's child after Close")
}

// TestServerDiesWithKilledRung: when the process that started a server is
// killed with SIGKILL (no Close, no deferred cleanup), the server dies too,
// even one that ignores SIGTERM and the end of its stdin.
func TestServerDiesWithKilledRung(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("needs /proc to tell a dead process from a zombie")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	parent := exec.Command(exe, "-test.run=^$")
	parent.Env = append(os.Environ(), envHelper+"=parent")
	parent.Stderr = os.Stderr
	stdout, err := parent.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = parent.Process.Kill(); _ = parent.Wait() })
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(stdout).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	var server int
	select {
	case s := <-line:
		if server, err = strconv.Atoi(s); err != nil {
			t.Fatalf("parent printed %q, want the server's pid", s)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the parent did not report its server's pid within 30s")
	}
	t.Cleanup(func() { _ = syscall.Kill(server, syscall.SIGKILL) })
	if err := parent.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = parent.Wait()
	waitGone(t, server, "the server after its parent was killed with SIGKILL")
}

func pidOf(t *testing.T, out any) int {
	t.Helper()
	var pid int
	switch v := out.(type) {
	case float64:
		pid = int(v)
	case string:
		pid, _ = strconv.Atoi(v)
	}
	if pid <= 0 {
		t.Fatalf("got %v (%T), want a pid", out, out)
	}
	return pid
}

// waitGone waits up to 5 seconds for pid to exit. A zombie (dead, not yet
// reaped by its new parent) counts as gone.
func waitGone(t *testing.T, pid int, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return
		}
		// The state follows the command name, which is in parentheses.
		if i := strings.LastIndexByte(string(b), ')'); i > 0 && len(b) > i+2 && (b[i+2] == 'Z' || b[i+2] == 'X') {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s (pid %d) is still running 5s later", what, pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
