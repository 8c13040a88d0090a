package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise29 checks the classes set 29's first run missed on
// wordings the set does not hold, most from other software: that the
// rules read the principle, not the lines. Each case names its source.
func TestGeneralise29(t *testing.T) {
	el := func(level, m string) string {
		return `2026/03/02 10:14:07 [` + level + `] 812#812: *51 ` + m + `, client: 10.0.0.4, server: shop.internal, request: "GET /cart HTTP/1.1", upstream: "http://10.0.0.7:9000/cart", host: "shop.internal"`
	}
	cases := []wordingCase{
		// A search program's exit status 1 without stderr: it ran and
		// selected nothing (grep(1), rg(1), pgrep(1) "Exit Status").
		{"python subprocess grep", "", 0, "", "Command '['grep', '-r', 'TODO', 'src']' returned non-zero exit status 1.", rung.KindAmbiguous},
		{"node execSync ripgrep", "", 0, "", "Command failed: rg --json 'panic\\(' internal/", rung.KindAmbiguous},
		{"go os/exec pgrep", "", 0, "", "tool shell.run: pgrep -f celery: exit status 1", rung.KindAmbiguous},
		{"git grep by path", "", 0, "", "tool shell.run: /usr/bin/git grep -n FIXME -- '*.go': exit status 1", rung.KindAmbiguous},
		{"grep's error has stderr (status 2)", "", 0, "", "tool shell.run: grep -rn TODO /srv/app: exit status 2: grep: /srv/app: No such file or directory", rung.KindPremise},
		{"not a search program", "", 0, "", "tool shell.run: make lint: exit status 1", rung.KindUnknown},
		// A lookup program's exit status 1: the program is not there
		// (which(1), POSIX command -v).
		{"which finds nothing", "", 0, "", "tool shell.run: which terraform: exit status 1", rung.KindPremise},
		{"command -v in sh -c", "", 0, "", "Command 'command -v kubectl' returned non-zero exit status 1.", rung.KindPremise},
		// A daemon the client needs is not running.
		{"docker daemon down", "", 0, "", "tool shell.run: docker ps: exit status 1: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?", rung.KindPremise},
		{"docker compose, daemon down", "", 0, "", "Cannot connect to the Docker daemon at tcp://127.0.0.1:2375. Is the docker daemon running?", rung.KindPremise},
		{"docker socket mode stays denied", "", 0, "", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", rung.KindDenied},
		{"an argument named like one", "", 0, "", "tool shell.run: kubectl rollout status deploy/ag: exit status 1", rung.KindUnknown},

		// curl's error texts (libcurl-errors(3)) through other wrappers.
		{"guzzle curl 7", "", 0, "", "cURL error 7: Failed to connect to localhost port 8080 after 0 ms: Couldn't connect to server (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://localhost:8080/api/orders", rung.KindTransient},
		{"curl 52", "", 0, "", "tool shell.run: curl -sf http://10.0.0.7:9000/health: exit status 52: curl: (52) Empty reply from server", rung.KindTransient},
		{"curl 18", "", 0, "", "curl: (18) transfer closed with 48213 bytes remaining to read", rung.KindTransient},
		{"curl 55", "", 0, "", "curl: (55) Failed sending data to the peer", rung.KindTransient},

		// git's and Mercurial's stopped merges, patches against changed
		// text, and remotes the repository does not have; git's closing
		// hint about access rights does not decide.
		{"git rebase conflict", "", 0, "", "error: could not apply 1a2b3c4... add rates\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: \"git add/rm <conflicted_files>\", then run \"git rebase --continue\".", rung.KindPremise},
		{"git stash pop conflict", "", 0, "", "Auto-merging config/app.yaml\nCONFLICT (content): Merge conflict in config/app.yaml\nThe stash entry is kept in case you need it again.", rung.KindPremise},
		{"git apply", "", 0, "", "error: patch failed: internal/rates.go:41\nerror: internal/rates.go: patch does not apply", rung.KindPremise},
		{"mercurial merge", "", 0, "", "warning: conflicts while merging README.md! (edit, then use 'hg resolve --mark')\n0 files updated, 0 files merged, 0 files removed, 1 files unresolved", rung.KindPremise},
		{"git fetch unknown remote", "", 0, "", "fatal: 'upstream' does not appear to be a git repository\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rung.KindPremise},
		{"git push no destination", "", 0, "", "fatal: No configured push destination.\nEither specify the URL from the command-line or configure a remote repository using\n\n    git remote add <name> <url>", rung.KindPremise},
		{"git push behind", "", 0, "", "To github.com:acme/app.git\n ! [rejected]        main -> main (non-fast-forward)\nerror: failed to push some refs to 'github.com:acme/app.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart.", rung.KindPremise},
		{"mercurial push new head", "", 0, "", "pushing to ssh://hg@example.com/app\nsearching for changes\nabort: push creates new remote head 1a2b3c4d5e6f on branch 'default'\n(merge or see 'hg help push' for details about pushing new heads)", rung.KindPremise},
		{"git push existing tag", "", 0, "", " ! [rejected]        v1.4.0 -> v1.4.0 (already exists)\nerror: failed to push some refs to 'github.com:acme/app.git'\nhint: Updates were rejected because the tag already exists in the remote.", rung.KindConflict},
		{"git publickey stays denied", "", 0, "", "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rung.KindDenied},

		// nginx: what the upstream sent that shows it is not the HTTP
		// server configured, the host's policy on the upstream socket,
		// configuration nginx cannot carry out, and a socket not there
		// yet (the app is starting).
		{"nginx not-HTTP upstream (uwsgi port)", "", 0, "", el("error", "upstream sent no valid HTTP/1.0 header while reading response header from upstream"), rung.KindPremise},
		{"nginx body past Content-Length", "", 0, "", el("warn", `upstream sent more data than specified in "Content-Length" header while reading upstream`), rung.KindPremise},
		{"nginx SELinux on TCP upstream", "", 0, "", el("crit", "connect() to 10.0.0.7:9000 failed (13: Permission denied) while connecting to upstream"), rung.KindPremise},
		{"nginx php-fpm socket mode", "", 0, "", el("crit", "connect() to unix:/run/php/php8.2-fpm.sock failed (13: Permission denied) while connecting to upstream"), rung.KindPremise},
		{"nginx php-fpm socket not there", "", 0, "", el("crit", "connect() to unix:/run/php/php8.2-fpm.sock failed (2: No such file or directory) while connecting to upstream"), rung.KindPremise}, // the lead revised set 29's transient after set 1414 (TestGeneraliseNginxUnixSocketMissing),
		{"nginx error_page named location", "", 0, "", `2026/03/02 10:14:07 [error] 812#812: *9 could not find named location "@maintenance", client: 10.0.0.4, server: shop.internal, request: "GET / HTTP/1.1", host: "shop.internal"`, rung.KindPremise},
		{"nginx proxy_pass without scheme", "", 0, "", `2026/03/02 10:14:07 [error] 812#812: *10 invalid URL prefix in "ledger.internal:8080", client: 10.0.0.4, server: shop.internal, request: "GET /v1 HTTP/1.1", host: "shop.internal"`, rung.KindPremise},
		{"nginx invalid header line stays", "", 0, "", el("error", `upstream sent invalid header: "Bad\x20Header..." while reading response header from upstream`), rung.KindTransient},

		// "ambiguous" of a name the call gave: name one thing exactly.
		{"git ambiguous revision", "", 0, "", "fatal: ambiguous argument 'main': both revision and filename\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'", rung.KindInvalid},
		{"argparse abbreviation", "", 0, "", "usage: deploy [-h] [--verbose] [--version]\ndeploy: error: ambiguous option: --ver could match --verbose, --version", rung.KindInvalid},
		{"git short sha", "", 0, "", "error: short object ID 1a2b is ambiguous\nhint: The candidates are:\nhint:   1a2b3c4 commit 2026-03-01 - add rates", rung.KindAmbiguous}, // revised by the lead: a short id prefix matching several objects is ambiguous
		{"docker id prefix", "", 0, "", "Error response from daemon: multiple IDs found with provided prefix: 3f1c", rung.KindAmbiguous},                                       // revised by the lead: a short id prefix matching several objects is ambiguous
		{"mysql ambiguous column", "", 0, "", "Error 1052 (23000): Column 'id' in field list is ambiguous", rung.KindInvalid},
		{"a result with several matches stays", "", 0, "", "strict mode violation: locator('button') resolved to 2 elements", rung.KindAmbiguous},

		// A rename refused because the destination directory is there:
		// the source never moved; the destination is occupied.
		{"go os.Rename onto a directory", "go", 0, "", "tool deploy.swap: rename /srv/releases/43 /srv/current: file exists", rung.KindPremise},
		{"go LinkError via errors", "", 0, "", "move upload: rename /var/spool/in/8812.part /var/spool/done: file exists", rung.KindPremise},
		{"node rename onto a full directory", "", 0, "", "Error: ENOTEMPTY: directory not empty, rename '/srv/releases/43' -> '/srv/current'", rung.KindPremise},
		{"symlink EEXIST stays conflict", "go", 0, "", "symlink /srv/releases/43 /srv/current: file exists", rung.KindConflict},

		// The same errno means another thing from another call: EBUSY
		// removing a path is a mount point (also in an MCP server's Node
		// text), EADDRNOTAVAIL from bind is an address this host lacks
		// (from connect it stays the ephemeral ports running out).
		{"mcp rmdir of a mount point", "mcp", 0, "", `{"content":[{"type":"text","text":"EBUSY: resource busy or locked, rmdir '/workspace/mnt/share'"}],"isError":true}`, rung.KindPremise},
		{"go listen on a foreign address", "go", 0, "", "listen tcp 10.9.9.9:8080: bind: cannot assign requested address", rung.KindPremise},
		{"node listen on a foreign address", "", 0, "", "Error: listen EADDRNOTAVAIL: address not available 10.9.9.9:8080", rung.KindPremise},
		{"nginx bind at start", "", 0, "", "2026/03/02 10:14:07 [emerg] 1#1: bind() to 10.9.9.9:80 failed (99: Cannot assign requested address)", rung.KindPremise},
		{"connect EADDRNOTAVAIL stays", "go", 0, "", "dial tcp 10.0.3.17:443: connect: cannot assign requested address", rung.KindTransient},
	}
	runWordingCases(t, cases)
}
