package mcptest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// sourceScript copies .ci/mcp-servers.sh into a temporary .ci directory
// (with the three servers' entry points faked when installed is true), sources
// it from an interactive-like bash with RUNG_MCP_SERVERS_NO_INSTALL=1 so no npm
// runs, then runs a failing command and reports what the shell printed.
func sourceScript(t *testing.T, installed bool) string {
	t.Helper()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash is not on PATH")
	}
	src, err := os.ReadFile(filepath.Join("..", "..", "..", ".ci", "mcp-servers.sh"))
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	ci := filepath.Join(root, ".ci")
	if err := os.MkdirAll(ci, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ci, "mcp-servers.sh"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	if installed {
		for _, pkg := range []string{"server-filesystem", "server-everything", "server-memory"} {
			d := filepath.Join(ci, "mcp-servers", "node_modules", "@modelcontextprotocol", pkg, "dist")
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(d, "index.js"), nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The user's shell: no errexit, nounset or pipefail. After sourcing, a
	// command that fails (as a hand-back's exit 3 does) must not end it.
	script := `set +euo pipefail
. .ci/mcp-servers.sh >/dev/null 2>&1; echo "rc=$?"
false
echo still-here
echo "opts=$-"
set -o | grep -E '^pipefail' | tr -s ' \t' ' '
echo "dir=${RUNG_MCP_SERVERS_DIR:-}"
`
	cmd := exec.Command(bash, "-c", script)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "RUNG_MCP_SERVERS_NO_INSTALL=1", EnvDir+"=")
	out, _ := cmd.CombinedOutput()
	return string(out)
}

func checkShellUntouched(t *testing.T, out string) {
	t.Helper()
	if !strings.Contains(out, "still-here") {
		t.Fatalf("the shell ended after sourcing .ci/mcp-servers.sh and running a failing command:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if opts, ok := strings.CutPrefix(l, "opts="); ok && (strings.Contains(opts, "e") || strings.Contains(opts, "u")) {
			t.Errorf("sourcing left shell options %q (errexit or nounset turned on):\n%s", opts, out)
		}
	}
	if !strings.Contains(out, "pipefail off") {
		t.Errorf("sourcing left pipefail on:\n%s", out)
	}
}

// TestSourcingLeavesShellOptions: sourcing .ci/mcp-servers.sh, as the README
// and the example plans say, exports RUNG_MCP_SERVERS_DIR and leaves the
// user's shell options as they were.
func TestSourcingLeavesShellOptions(t *testing.T) {
	out := sourceScript(t, true)
	checkShellUntouched(t, out)
	if !strings.Contains(out, "rc=0") {
		t.Errorf("sourcing with the servers present did not return 0:\n%s", out)
	}
	if !strings.Contains(out, "dir=/") || !strings.Contains(out, filepath.Join(".ci", "mcp-servers")+"\n") {
		t.Errorf("RUNG_MCP_SERVERS_DIR not exported:\n%s", out)
	}
}

// TestSourcingFailureKeepsShell: when the servers are missing, sourcing
// returns non-zero instead of exiting the user's shell.
func TestSourcingFailureKeepsShell(t *testing.T) {
	out := sourceScript(t, false)
	checkShellUntouched(t, out)
	if strings.Contains(out, "rc=0") {
		t.Errorf("sourcing with the servers missing returned 0:\n%s", out)
	}
	if !strings.Contains(out, "dir=\n") {
		t.Errorf("RUNG_MCP_SERVERS_DIR exported although the servers are missing:\n%s", out)
	}
}
