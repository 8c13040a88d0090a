package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise64 holds the class of held-out set 64's miss in other
// software's words, each with its source: a build or run command refusing
// the target the call named because it is the wrong kind of thing for that
// verb (a library where a program is needed, a program where a library is,
// a test file where a main package is). The call must name another target:
// invalid. The other wordings were captured live on this machine
// (Go 1.26.8, Python 3.11.7, cargo, OpenJDK) unless a source line is given.
func TestGeneralise64(t *testing.T) {
	cases := []struct {
		class, source, proto, code, msg string
		want                            rung.Kind
	}{
		{"target of the wrong kind", "set 64: cmd/go load/pkg.go \"package %s is not a main package\" through the shell tool", "", "",
			"tool shell.run: go run .: exit status 1\npackage example.com/tasks is not a main package", rung.KindInvalid},
		{"target of the wrong kind", "cmd/go install of a library with GOBIN (the same load/pkg.go text after go:)", "", "",
			"go: package github.com/acme/billing/internal/ledger is not a main package", rung.KindInvalid},
		{"target of the wrong kind", "cmd/go load/pkg.go:802 ImportErrorf(path, \"import %q is a program, not an importable package\")", "", "",
			"cmd/tasksctl/main.go:6:2: import \"example.com/tasks/cmd/tasksd\" is a program, not an importable package", rung.KindInvalid},
		{"target of the wrong kind", "cmd/go run/run.go:108 base.Fatalf(\"go: cannot run *_test.go files (%s)\")", "", "",
			"exit status 1: go: cannot run *_test.go files (store_test.go)", rung.KindInvalid},
		{"target of the wrong kind", "cargo run on a library crate (cargo ops/cargo_run.rs), captured live", "", "",
			"tool shell.run: cargo run --offline: exit status 101\nerror: a bin target must be available for `cargo run`", rung.KindInvalid},
		{"target of the wrong kind", "CPython runpy._get_module_details on a package without __main__, captured live", "", "",
			"/root/.pyenv/versions/3.11.7/bin/python3: No module named tasks.__main__; 'tasks' is a package and cannot be directly executed", rung.KindInvalid},
		{"target of the wrong kind", "CPython main.c pymain_run_module on a directory without __main__.py, captured live", "", "",
			"/root/.pyenv/versions/3.11.7/bin/python3: can't find '__main__' module in '/srv/app/tasks'", rung.KindInvalid},
		{"target of the wrong kind", "OpenJDK launcher (launcher.properties java.launcher.jar.error3 \"no main manifest attribute, in {0}\"), captured live", "", "",
			"tool shell.run: java -jar build/libs/tasks.jar: exit status 1\nno main manifest attribute, in build/libs/tasks.jar", rung.KindInvalid},
		// What stays elsewhere: a missing module is the host's, not the target's kind.
		{"target of the wrong kind (negative)", "cmd/go modload ImportMissingError", "", "",
			"tool shell.run: go run ./cmd/tasksd: exit status 1\ncmd/tasksd/main.go:6:2: no required module provides package github.com/google/uuid; to add it:\n\tgo get github.com/google/uuid", rung.KindPremise},
	}
	for _, c := range cases {
		got := Classify(Input{Protocol: c.proto, Code: c.code, Message: c.msg})
		if got.Kind != c.want {
			t.Errorf("%s (%s): got %s, want %s; reason %q; message %q", c.class, c.source, got.Kind, c.want, got.Reason, c.msg)
		}
	}
}
