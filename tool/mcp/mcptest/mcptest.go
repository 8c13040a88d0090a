// Package mcptest starts the MCP reference servers (server-filesystem,
// server-everything, server-memory from npm) for tests, and skips the test
// when they are not installed.
//
// The servers are found in the directory named by RUNG_MCP_SERVERS_DIR (the
// one holding node_modules/@modelcontextprotocol), else in .ci/mcp-servers
// of the enclosing module, where .ci/mcp-servers.sh installs them. Node.js
// must be on PATH.
//
// The functions are safe to call from parallel tests; each call starts its
// own server, stopped by t.Cleanup.
package mcptest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung/tool/mcp"
)

// EnvDir names the environment variable that points at the installed
// servers.
const EnvDir = "RUNG_MCP_SERVERS_DIR"

// Dir returns the directory holding node_modules/@modelcontextprotocol, or
// "" when the servers are not installed.
func Dir() string {
	if d := os.Getenv(EnvDir); d != "" {
		return d
	}
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(d, ".ci", "mcp-servers")
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

// script returns the entry point of a reference server, or skips t.
func script(t testing.TB, pkg string) []string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("mcptest: node is not on PATH; install Node.js and run .ci/mcp-servers.sh")
	}
	dir := Dir()
	entry := filepath.Join(dir, "node_modules", "@modelcontextprotocol", pkg, "dist", "index.js")
	if _, err := os.Stat(entry); err != nil {
		t.Skipf("mcptest: %s is not installed (run .ci/mcp-servers.sh, or set %s): %v", pkg, EnvDir, err)
	}
	return []string{node, entry}
}

// FilesystemServer returns the configuration of server-filesystem allowed
// to touch only dirs, with tool names prefixed "fs.".
func FilesystemServer(t testing.TB, dirs ...string) mcp.Server {
	t.Helper()
	s := script(t, "server-filesystem")
	return mcp.Server{Name: "fs", Command: s[0], Args: append(s[1:], dirs...)}
}

// Filesystem starts server-filesystem on a new temporary directory and
// returns a connected client (closed by t.Cleanup) and the directory.
// Extra configuration (overrides) can be applied by edit before connecting.
func Filesystem(t testing.TB, edit ...func(*mcp.Server)) (*mcp.Client, string) {
	t.Helper()
	// The server resolves symlinks in its allowed directories; resolve the
	// temp dir too, so paths built from it match what the server reports.
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	s := FilesystemServer(t, dir)
	for _, e := range edit {
		e(&s)
	}
	return Connect(t, s), dir
}

// EverythingServer returns the configuration of server-everything over
// stdio, with tool names prefixed "everything.".
func EverythingServer(t testing.TB) mcp.Server {
	t.Helper()
	s := script(t, "server-everything")
	return mcp.Server{Name: "everything", Command: s[0], Args: append(s[1:], "stdio")}
}

// MemoryServer returns the configuration of server-memory storing its
// knowledge graph in a new temporary file, with tool names prefixed
// "memory.".
func MemoryServer(t testing.TB) mcp.Server {
	t.Helper()
	s := script(t, "server-memory")
	file := filepath.Join(t.TempDir(), "memory.jsonl")
	return mcp.Server{
		Name: "memory", Command: s[0], Args: s[1:],
		Env: map[string]string{"MEMORY_FILE_PATH": file},
	}
}

// Connect connects to s and closes the client when the test ends.
func Connect(t testing.TB, s mcp.Server) *mcp.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	c, err := mcp.Connect(ctx, s)
	if err != nil {
		t.Fatalf("mcptest: connect: %v", err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Logf("mcptest: close: %v", err)
		}
	})
	return c
}

// EverythingHTTP starts server-everything in streamable HTTP mode on a free
// local port and returns its endpoint URL (".../mcp"). The process is
// killed by t.Cleanup.
func EverythingHTTP(t testing.TB) string {
	t.Helper()
	s := script(t, "server-everything")
	port := freePort(t)
	cmd := exec.Command(s[0], append(s[1:], "streamableHttp")...)
	cmd.Env = append(os.Environ(), "PORT="+strconv.Itoa(port))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatalf("mcptest: start server-everything: %v", err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-exited
	})

	// The server says "listening on port N" on stderr once it is ready.
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		signalled := false
		for sc.Scan() {
			if !signalled && strings.Contains(sc.Text(), "listening on port") {
				signalled = true
				close(ready)
			}
		}
	}()
	select {
	case <-ready:
	case <-exited:
		t.Fatalf("mcptest: server-everything exited before listening")
	case <-time.After(60 * time.Second):
		t.Fatalf("mcptest: server-everything did not listen within 60s")
	}
	return fmt.Sprintf("http://127.0.0.1:%d/mcp", port)
}

func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
