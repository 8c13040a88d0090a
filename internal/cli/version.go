package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"runtime/debug"
	"strings"
)

func init() {
	register("version", "print the version and VCS revision rung was built from", runVersion)
}

// versionInfo is what `rung version --json` prints; fields are only ever
// added. Empty fields are unknown: a binary built by `go install
// module@version` carries a version and no revision; one built in a checkout
// carries the revision.
type versionInfo struct {
	Module   string `json:"module"`
	Version  string `json:"version"`
	Revision string `json:"revision"`
	Time     string `json:"time"`
	Modified bool   `json:"modified"`
	Go       string `json:"go"`

	known bool
}

// versionOf reads bi, the binary's build information (ok false: none).
func versionOf(bi *debug.BuildInfo, ok bool) versionInfo {
	if !ok || bi == nil {
		return versionInfo{}
	}
	v := versionInfo{Module: bi.Main.Path, Version: bi.Main.Version, Go: bi.GoVersion, known: true}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

func (v versionInfo) String() string {
	if !v.known {
		return "rung unknown (no build information)\n"
	}
	version := v.Version
	if version == "" {
		version = "unknown"
	}
	var parts []string
	if v.Module != "" {
		parts = append(parts, v.Module)
	}
	if v.Revision != "" {
		rev := "revision " + v.Revision
		if v.Time != "" {
			rev += " from " + v.Time
		}
		parts = append(parts, rev)
	}
	if v.Modified {
		parts = append(parts, "modified")
	}
	if v.Go != "" {
		parts = append(parts, v.Go)
	}
	return fmt.Sprintf("rung %s (%s)\n", version, strings.Join(parts, ", "))
}

func runVersion(_ context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	asJSON := fs.Bool("json", false, "print the version as a JSON object")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: rung version [--json]\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(env.Stderr, "rung version: takes no arguments")
		return ExitUsage
	}
	v := versionOf(debug.ReadBuildInfo())
	if *asJSON {
		b, err := json.Marshal(v)
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung version: %v\n", err)
			return ExitFailure
		}
		fmt.Fprintf(env.Stdout, "%s\n", b)
		return ExitOK
	}
	fmt.Fprint(env.Stdout, v)
	return ExitOK
}
