package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases833 runs held-out set 833: Go toolchain failures (go build/vet/test/run/get/mod) captured live, labelled blind.
// First run at 9edd51e: 25/30 overall, 6/10 tricky.
// Tolerated: i833-go-proxy-off: denied vs premise (set 40's prerequisite ruling in docs/taxonomy.md, toolwords.go prerequisiteWords: Go "module lookup disabled by GOPROXY=off" is an offline cache without the module, premise): GOPROXY=off is a configured boundary the agent may not cross (denied), and equally the module cache lacks what the build needs, so a fetch step must come first (premise).
// Fixed by the lead's test-ruling revision (a failing test reads invalid): i833-go-test-panic, i833-go-test-fail.
func TestIndependentCases833(t *testing.T) {
	runIndependent(t, "testdata/independent833.jsonl", true, "i833-go-proxy-off")
}

// TestGeneralise833 holds the two classes set 833's misses showed: a
// vendored or locked copy of the dependencies out of step with the manifest
// (premise: sync it first), and a module manifest that does not parse
// (invalid: edit the file).
func TestGeneralise833(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Out of step: a sync step comes first.
		{name: "pipenv install --deploy (pipenv/routines/install.py)", msg: "Your Pipfile.lock (3f2a1c) is out of date. Expected: (9b8e7d). Aborting deploy.", want: rung.KindPremise},
		{name: "composer validate / install (Composer Installer)", msg: "Warning: The lock file is not up to date with the latest changes in composer.json. You may be getting outdated dependencies. It is recommended that you run `composer update` or `composer update <package name>`.", want: rung.KindPremise},
		{name: "bundle install --deployment (Bundler ProductionError, line-broken)", msg: "You are trying to install in deployment mode after changing\nyour Gemfile. Run `bundle install` elsewhere and add the\nupdated Gemfile.lock to version control.", want: rung.KindPremise},
		{name: "uv sync --locked", msg: "error: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, run `uv lock`.", want: rung.KindPremise},
		{name: "go build -mod=vendor, vendor older than go.mod", msg: "go: inconsistent vendoring in /src/ledger:\n\tgolang.org/x/text@v0.21.0: is explicitly required in go.mod, but vendor/modules.txt indicates golang.org/x/text@v0.14.0\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor", want: rung.KindPremise},
		// A manifest that does not parse: edit it.
		{name: "go build, misspelled go.work directive", msg: "go: errors parsing go.work:\ngo.work:4: unknown directive: uses", want: rung.KindInvalid},
		{name: "go build, malformed require line", msg: "go: errors parsing go.mod:\ngo.mod:3: usage: require module/path v1.2.3", want: rung.KindInvalid},
		{name: "nginx -t unknown directive", msg: "nginx: [emerg] unknown directive \"listne\" in /etc/nginx/conf.d/site.conf:3", want: rung.KindInvalid},
		{name: "apachectl configtest AH00526", msg: "AH00526: Syntax error on line 14 of /etc/apache2/sites-enabled/site.conf:\nInvalid command 'ServerNmae', perhaps misspelled or defined by a module not included in the server configuration", want: rung.KindInvalid},
		{name: "docker build, Dockerfile typo (BuildKit)", msg: "Dockerfile parse error line 4: unknown instruction: RUNN", want: rung.KindInvalid},
		{name: "terraform validate, misspelled block", msg: "Error: Unsupported block type\n\nOn main.tf line 12: Blocks of type \"resorce\" are not expected here.", want: rung.KindInvalid},
		// Near misses that keep their kind.
		{name: "near miss: go.sum lacks the go.mod hash (premise, not a parse error)", msg: "go: github.com/google/go-cmp@v0.7.0: missing go.sum entry for go.mod file; to add it:\n\tgo mod download github.com/google/go-cmp", want: rung.KindPremise},
		{name: "near miss: no go.mod at all (premise)", msg: "go: go.mod file not found in current directory or any parent directory; see 'go help modules'", want: rung.KindPremise},
		{name: "near miss: go.mod needs a newer toolchain (premise)", msg: "go: go.mod requires go >= 1.99 (running go 1.26.8; GOTOOLCHAIN=local)", want: rung.KindPremise},
		{name: "near miss: go mod init where go.mod exists (conflict)", msg: "go: /src/ledger/go.mod already exists", want: rung.KindConflict},
	})
}
