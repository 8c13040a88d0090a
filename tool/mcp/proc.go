package mcp

import (
	"context"
	"os"
	"os/exec"
	"sort"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// inherited names the variables of this process's environment that a stdio
// server gets besides its Server.Env: where to find programs (PATH), where
// its user's files are (HOME: npm's cache, config files), the language of
// its messages (LANG), and the temporary directory (TMPDIR: per user on
// macOS; without it a server falls back to the shared /tmp). Nothing else
// passes: rung's own environment holds API keys and database passwords
// that a server has no business seeing. platformInherited adds what the
// OS needs to start a program at all.
var inherited = append([]string{"PATH", "HOME", "LANG", "TMPDIR"}, platformInherited...)

// serverEnv is a stdio server's whole environment: the inherited variables
// that are set here, then env, whose values win.
func serverEnv(env map[string]string) []string {
	out := make([]string, 0, len(inherited)+len(env))
	for _, k := range inherited {
		if _, ok := env[k]; ok {
			continue
		}
		if v, ok := os.LookupEnv(k); ok {
			out = append(out, k+"="+v)
		}
	}
	keys := make([]string, 0, len(env))
	for k := range env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		out = append(out, k+"="+env[k])
	}
	return out
}

// commandTransport starts a stdio server in its own process group (where
// the OS has them), so that a terminal's Ctrl-C reaches rung alone and
// rung decides what happens to the server, and so that closing the
// connection can end the server's children too; on Linux the server is
// also killed when rung dies, however it dies.
type commandTransport struct {
	mcp.CommandTransport
}

func newCommandTransport(cmd *exec.Cmd, terminate time.Duration) *commandTransport {
	cmd.SysProcAttr = sysProcAttr()
	return &commandTransport{mcp.CommandTransport{Command: cmd, TerminateDuration: terminate}}
}

// Connect starts the command, on the thread that Pdeathsig ties the server
// to (see startThread), with rung's lean connection (stdio.go).
func (t *commandTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	var (
		conn mcp.Connection
		err  error
	)
	startThread(func() { conn, err = startLean(t.Command, t.TerminateDuration) })
	if err != nil {
		return nil, err
	}
	return &groupConn{Connection: conn, cmd: t.Command}, nil
}

// groupConn ends the server's process group once the connection is closed.
type groupConn struct {
	mcp.Connection
	cmd  *exec.Cmd
	once sync.Once
}

// Close closes the server's stdin and waits for it to exit (signalling it
// if it does not, as the SDK does), then kills what is left of its process
// group: children it started that would otherwise outlive it. The group
// id is the server's pid, which is not handed out again while the group
// has members; once it is empty the kill finds no one, as pids are reused
// only after the whole pid space has cycled.
func (c *groupConn) Close() error {
	err := c.Connection.Close()
	c.once.Do(func() { killGroup(c.cmd.Process) })
	return err
}
