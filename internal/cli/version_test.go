package cli

import (
	"encoding/json"
	"runtime/debug"
	"testing"
)

// TestVersionOf: the version line and object carry the module, its
// version, the VCS revision, its time, whether the tree was modified and
// the Go version, from the build information.
func TestVersionOf(t *testing.T) {
	bi := &debug.BuildInfo{
		GoVersion: "go1.26.0",
		Main:      debug.Module{Path: "github.com/rungkit/rung", Version: "v0.4.0"},
		Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
			{Key: "vcs.time", Value: "2026-11-30T10:00:00Z"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	v := versionOf(bi, true)
	want := "rung v0.4.0 (github.com/rungkit/rung, revision 0123456789abcdef0123456789abcdef01234567 from 2026-11-30T10:00:00Z, modified, go1.26.0)\n"
	if got := v.String(); got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
	j, _ := json.Marshal(v)
	wantJSON := `{"module":"github.com/rungkit/rung","version":"v0.4.0","revision":"0123456789abcdef0123456789abcdef01234567","time":"2026-11-30T10:00:00Z","modified":true,"go":"go1.26.0"}`
	if string(j) != wantJSON {
		t.Errorf("json = %s, want %s", j, wantJSON)
	}
	if got := versionOf(nil, false).String(); got != "rung unknown (no build information)\n" {
		t.Errorf("without build info: %q", got)
	}
}
