package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise64 holds the classes of held-out set 64 in other software's
// words, each with its source. Its one miss: a build or run command refusing
// the target the call named because it is the wrong kind of thing for that
// verb (a library where a program is needed, a program where a library is,
// a test file where a main package is). The call must name another target:
// invalid. The other wordings of that class were captured live on this
// machine (Go 1.26.8, Python 3.11.7, cargo, OpenJDK) unless a source line is
// given. The set's lines it got right (a toolchain older than the project
// needs, a push behind its remote, a model's value its column cannot hold)
// are held here in the words of other tools and engines, which it missed.
func TestGeneralise64(t *testing.T) {
	cases := []wordingCase{
		{"target of the wrong kind: set 64: cmd/go load/pkg.go \"package %s is not a main package\" through the shell tool", "", 0, "", "tool shell.run: go run .: exit status 1\npackage example.com/tasks is not a main package", rung.KindInvalid},
		{"target of the wrong kind: cmd/go install of a library with GOBIN (the same load/pkg.go text after go:)", "", 0, "", "go: package github.com/acme/billing/internal/ledger is not a main package", rung.KindInvalid},
		{"target of the wrong kind: cmd/go load/pkg.go:802 ImportErrorf(path, \"import %q is a program, not an importable package\")", "", 0, "", "cmd/tasksctl/main.go:6:2: import \"example.com/tasks/cmd/tasksd\" is a program, not an importable package", rung.KindInvalid},
		{"target of the wrong kind: cmd/go run/run.go:108 base.Fatalf(\"go: cannot run *_test.go files (%s)\")", "", 0, "", "exit status 1: go: cannot run *_test.go files (store_test.go)", rung.KindInvalid},
		{"target of the wrong kind: cargo run on a library crate (cargo ops/cargo_run.rs), captured live", "", 0, "", "tool shell.run: cargo run --offline: exit status 101\nerror: a bin target must be available for `cargo run`", rung.KindInvalid},
		{"target of the wrong kind: CPython runpy._get_module_details on a package without __main__, captured live", "", 0, "", "/root/.pyenv/versions/3.11.7/bin/python3: No module named tasks.__main__; 'tasks' is a package and cannot be directly executed", rung.KindInvalid},
		{"target of the wrong kind: CPython main.c pymain_run_module on a directory without __main__.py, captured live", "", 0, "", "/root/.pyenv/versions/3.11.7/bin/python3: can't find '__main__' module in '/srv/app/tasks'", rung.KindInvalid},
		{"target of the wrong kind: OpenJDK launcher (launcher.properties java.launcher.jar.error3 \"no main manifest attribute, in {0}\"), captured live", "", 0, "", "tool shell.run: java -jar build/libs/tasks.jar: exit status 1\nno main manifest attribute, in build/libs/tasks.jar", rung.KindInvalid},
		// Set 64's go.mod line newer than the host's Go, in the words of
		// other toolchains and of a dependency's go line: premise.
		{"toolchain older than required: cmd/go gover/toolchain.go:84 TooNewError \"%v requires go >= %v (running go %v%v)\" naming a dependency", "", 0, "", "go: github.com/acme/ledger@v1.4.0 requires go >= 1.27 (running go 1.26.8; GOTOOLCHAIN=local)", rung.KindPremise},
		{"toolchain older than required: yarn 1 src/package-compatibility.js checkOne: \"The engine %s is incompatible with this module. Expected version %s. Got %s\"", "", 0, "", "error tasks@1.0.0: The engine \"node\" is incompatible with this module. Expected version \">=20\". Got \"18.19.0\"", rung.KindPremise},
		{"toolchain older than required: cargo core/compiler rust-version check (doc.rust-lang.org/cargo/reference/rust-version.html)", "", 0, "", "error: package `tasks v0.1.0 (/srv/tasks)` cannot be built because it requires rustc 1.80 or newer, while the currently active rustc version is 1.75.0", rung.KindPremise},
		// Set 64's push behind its remote, when the tool keeps only git's
		// hint lines, which builtin/push.c wraps mid-sentence: premise.
		{"push behind its remote: git builtin/push.c message_advice_pull_before_push, the hint lines alone", "", 0, "", "error: failed to push some refs to 'github.com:acme/tasks.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.", rung.KindPremise},
		{"push behind its remote: git builtin/push.c message_advice_ref_fetch_first (git 2.43 wrapping)", "", 0, "", "hint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref.", rung.KindPremise},
		// Set 64's model values that the column cannot hold (22P02, 22007,
		// 23502), in MySQL's words through go-sql-driver/mysql: invalid.
		{"value the column cannot hold: MySQL 1048 ER_BAD_NULL_ERROR via go-sql-driver/mysql (Error NNNN (SQLSTATE): message)", "", 0, "", "Error 1048 (23000): Column 'title' cannot be null", rung.KindInvalid},
		{"value the column cannot hold: MySQL 1292 ER_TRUNCATED_WRONG_VALUE (strict mode)", "", 0, "", "Error 1292 (22007): Incorrect datetime value: 'next Friday 17:00' for column 'due_at' at row 1", rung.KindInvalid},
		{"value the column cannot hold: MySQL 1366 ER_TRUNCATED_WRONG_VALUE_FOR_FIELD", "", 0, "", "Error 1366 (HY000): Incorrect integer value: '3 hours' for column 'est_hours' at row 1", rung.KindInvalid},
		{"value the column cannot hold: MySQL 1265 WARN_DATA_TRUNCATED (an ENUM label the column lacks, strict mode)", "", 0, "", "Error 1265 (01000): Data truncated for column 'state' at row 1", rung.KindInvalid},
		{"value the column cannot hold: MySQL 1264 ER_WARN_DATA_OUT_OF_RANGE", "", 0, "", "Error 1264 (22003): Out of range value for column 'est_hours' at row 1", rung.KindInvalid},
		// Set 64's import no required module provides, in Node's,
		// TypeScript's and Python's words: premise (install it first).
		{"import not installed: Node.js lib/internal/modules/cjs/loader.js Module._resolveFilename \"Cannot find module '%s'\" (MODULE_NOT_FOUND)", "", 0, "", "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module 'express'\nRequire stack:\n- /srv/tasks/server.js", rung.KindPremise},
		{"import not installed: TypeScript diagnosticMessages.json 2307 \"Cannot find module '{0}' or its corresponding type declarations.\"", "", 0, "", "src/server.ts(1,21): error TS2307: Cannot find module 'express' or its corresponding type declarations.", rung.KindPremise},
		{"import not installed: CPython importlib ModuleNotFoundError, captured live", "", 0, "", "Traceback (most recent call last):\n  File \"/tmp/w64/py/app.py\", line 2, in <module>\n    import taskclient\nModuleNotFoundError: No module named 'taskclient'", rung.KindPremise},
		// What stays elsewhere: a missing module is the host's, not the target's kind.
		{"target of the wrong kind (negative): cmd/go modload ImportMissingError", "", 0, "", "tool shell.run: go run ./cmd/tasksd: exit status 1\ncmd/tasksd/main.go:6:2: no required module provides package github.com/google/uuid; to add it:\n\tgo get github.com/google/uuid", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
