package wire_test

import (
	"os/exec"
	"strings"
	"testing"
)

// The planners speak their APIs without the vendors' SDKs, so that neither
// SDK is compiled or linked into cmd/rung: together they were about 450 of
// the 756 CPU-seconds of a cold build. toolresult still imports them, for
// library users who hold an SDK's types; cmd/rung does not import it.
func TestNoVendorSDKInTheBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	out, err := exec.Command(gobin, "list", "-e", "-deps",
		"github.com/rungkit/rung/cmd/rung",
		"github.com/rungkit/rung/planner/openai",
		"github.com/rungkit/rung/planner/anthropic").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for pkg := range strings.Lines(string(out)) {
		if strings.Contains(pkg, "github.com/openai/openai-go") || strings.Contains(pkg, "github.com/anthropics/anthropic-sdk-go") {
			t.Errorf("cmd/rung or a planner depends on %s", strings.TrimSpace(pkg))
		}
	}
}
