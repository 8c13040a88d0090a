package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise40ErrnoPathBehindWrapper checks that an errno whose meaning
// turns on the path (errnoOnPath) reads the path of the error itself, not a
// word of the tool's prefix: "tool fs.read: open /run/app.sock: no such
// device or address" names a socket (open(2) ENXIO: invalid, dial it).
func TestGeneralise40ErrnoPathBehindWrapper(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 40's line: Go os.Open on nginx's upstream socket, wrapped by the agent's file tool.
		{"go open socket wrapped (set 40)", "go", 0, "", "tool fs.read: open /tmp/w40/nginx/app.sock: no such device or address", rung.KindInvalid},
		// The same errno without a wrapper, as errnoOnPath was written for.
		{"go open socket bare", "go", 0, "", "open /run/php/php8.2-fpm.sock: no such device or address", rung.KindInvalid},
		// A device file with no device, behind two wrappers.
		{"go open device wrapped", "", 0, "", "tool serial.write: port: open /dev/ttyUSB0: no such device or address", rung.KindPremise},
		// A FIFO with no reader yet stays the reader's wait.
		{"go open fifo wrapped", "go", 0, "", "tool log.tail: open /var/run/app/events.fifo: no such device or address", rung.KindTransient},
	})
}

// TestGeneralise40WorkingCopyState checks that a version-control command
// refused for the state of the repository it runs in (uncommitted or
// unmerged changes, a conflict left unresolved, a branch with unmerged
// commits, a checked-out branch in the remote) is premise: the call is
// right, a step that settles the repository must come first.
func TestGeneralise40WorkingCopyState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 40's lines (git 2.39 through os/exec, captured live).
		{"git push to a non-bare remote (set 40)", "", 0, "", "tool shell.run: git push origin main: exit status 1: remote: error: refusing to update checked out branch: refs/heads/main        \nremote: error: By default, updating the current branch in a non-bare repository        \nremote: is denied, because it will make the index and work tree inconsistent", rung.KindPremise},
		{"git rebase dirty (set 40)", "", 0, "", "tool shell.run: git rebase origin/main: exit status 1: error: cannot rebase: You have unstaged changes.\nerror: Please commit or stash them.", rung.KindPremise},
		{"git branch -d unmerged (set 40)", "", 0, "", "tool shell.run: git branch -d feature/unmerged: exit status 1: error: The branch 'feature/unmerged' is not fully merged.\nIf you are sure you want to delete it, run 'git branch -D feature/unmerged'.", rung.KindPremise},
		// Other commands of git, captured live on the same machine.
		{"git commit with unmerged files", "", 0, "", "tool shell.run: git commit -m x: exit status 128: error: Committing is not possible because you have unmerged files.\nhint: Fix them up in the work tree, and then use 'git add/rm <file>'\nhint: as appropriate to mark resolution and make a commit.\nfatal: Exiting because of an unresolved conflict.", rung.KindPremise},
		{"git rebase with a staged index", "", 0, "", "tool shell.run: git rebase origin/main: exit status 1: error: cannot rebase: Your index contains uncommitted changes.\nerror: Please commit or stash them.", rung.KindPremise},
		{"git checkout during a merge", "", 0, "", "tool shell.run: git checkout feature/rates: exit status 1: error: you need to resolve your current index first\nrates.txt: needs merge", rung.KindPremise},
		{"git worktree remove with changes", "", 0, "", "tool shell.run: git worktree remove ../wt-docs: exit status 128: fatal: '../wt-docs' contains modified or untracked files, use --force to delete it", rung.KindPremise},
		{"git merge with unmerged files", "", 0, "", "tool shell.run: git merge feature/unmerged: exit status 128: error: Merging is not possible because you have unmerged files.\nhint: Fix them up in the work tree, and then use 'git add/rm <file>'", rung.KindPremise},
		{"git branch -d checked out elsewhere", "", 0, "", "tool shell.run: git branch -d docs: exit status 1: error: Cannot delete branch 'docs' checked out at '/tmp/w40/repos/wt-docs'", rung.KindPremise},
		{"git worktree add checked out elsewhere", "", 0, "", "tool shell.run: git worktree add ../wt2 main: exit status 128: Preparing worktree (checking out 'main')\nfatal: 'main' is already checked out at '/tmp/w40/repos/billing2'", rung.KindPremise},
		{"git rebase in progress", "", 0, "", "tool shell.run: git rebase origin/main: exit status 128: fatal: It seems that there is already a rebase-merge directory, and\nI wonder if you are in the middle of another rebase.  If that is the\ncase, please try\n\tgit rebase (--continue | --abort | --skip)", rung.KindPremise},
		// Mercurial (mercurial/cmdutil.py bailifchanged; mergestate's
		// "unresolved merge conflicts") and Subversion
		// (libsvn_client/commit_util.c "Aborting commit: '%s' remains in conflict").
		{"hg update with uncommitted changes", "", 0, "", "tool shell.run: hg rebase -d default: exit status 255: abort: uncommitted changes\n(commit or update --clean to discard changes)", rung.KindPremise},
		{"hg commit with unresolved conflicts", "", 0, "", "tool shell.run: hg commit -m fix: exit status 255: abort: unresolved merge conflicts (see 'hg help resolve')", rung.KindPremise},
		{"svn commit in conflict", "", 0, "", "tool shell.run: svn commit -m fix: exit status 1: svn: E155015: Commit failed (details follow):\nsvn: E155015: Aborting commit: '/home/agent/wc/rates.txt' remains in conflict", rung.KindPremise},
	})
}

// TestGeneralise40DamagedFile checks that a (de)compression or archive
// program's verdict on a file's bytes (truncated, corrupt, not its format)
// is premise, as SQLITE_CORRUPT and NOTADB: a retry reads the same bytes.
// A parser's "unexpected end" about a script stays invalid.
func TestGeneralise40DamagedFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gzip truncated (set 40)", "", 0, "", "tool shell.run: gunzip -t dumps/orders-part.sql.gz: exit status 1: gzip: dumps/orders-part.sql.gz: unexpected end of file", rung.KindPremise},
		{"gzip crc (set 40)", "", 0, "", "tool shell.run: gunzip -c dumps/orders-bad.sql.gz > /tmp/w40/ws/dumps/orders-restore.sql: exit status 1: gzip: dumps/orders-bad.sql.gz: invalid compressed data--crc error", rung.KindPremise},
		// Captured live: xz 5.4, bzip2 1.0.8, unzip 6.0, zstd 1.5, GNU tar
		// through gzip, Python 3.11's gzip and zipfile.
		{"xz truncated", "", 0, "", "tool shell.run: xz -t part.xz: exit status 1: xz: part.xz: Unexpected end of input", rung.KindPremise},
		{"xz not xz", "", 0, "", "tool shell.run: xz -d -c ../resp.html: exit status 1: xz: ../resp.html: File format not recognized", rung.KindPremise},
		{"bzip2 truncated", "", 0, "", "tool shell.run: bzip2 -t part.bz2: exit status 2: bzip2: part.bz2: file ends unexpectedly\n\nYou can use the `bzip2recover' program to attempt to recover\ndata from undamaged sections of corrupted files.", rung.KindPremise},
		{"zstd truncated", "", 0, "", "tool shell.run: zstd -t part.zst: exit status 1: part.zst : Read error (39) : premature end", rung.KindPremise},
		{"unzip not a zip", "", 0, "", "tool shell.run: unzip -l page.zip: exit status 9: End-of-central-directory signature not found.  Either this file is not\n  a zipfile, or it constitutes one disk of a multi-part archive.", rung.KindPremise},
		{"tar -xz on html", "", 0, "", "tool shell.run: tar -xzf ../resp.html: exit status 2: gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now", rung.KindPremise},
		{"python gzip", "", 0, "", "gzip.BadGzipFile: Not a gzipped file (b'<h')", rung.KindPremise},
		{"python zipfile", "", 0, "", "zipfile.BadZipFile: File is not a zip file", rung.KindPremise},
		// Node 20's zlib and Python 3.11's zlib, gzip and tarfile, captured live.
		{"node zlib not gzip", "", 0, "Z_DATA_ERROR", "Error: incorrect header check", rung.KindPremise},
		{"node zlib truncated", "", 0, "Z_BUF_ERROR", "tool fs.unpack: Error: unexpected end of file (Z_BUF_ERROR)", rung.KindPremise},
		{"python zlib", "", 0, "", "zlib.error: Error -3 while decompressing data: incorrect header check", rung.KindPremise},
		{"python gzip truncated", "", 0, "", "EOFError: Compressed file ended before the end-of-stream marker was reached", rung.KindPremise},
		{"python tarfile", "", 0, "", "tarfile.ReadError: file could not be opened successfully:\n- method gz: ReadError('not a gzip file')\n- method bz2: ReadError('not a bzip2 file')\n- method xz: ReadError('not an lzma file')\n- method tar: ReadError('truncated header')", rung.KindPremise},
		// A parser's end of input is the script's: invalid.
		{"bash syntax error", "", 0, "", "tool shell.run: bash deploy.sh: exit status 2: deploy.sh: line 12: syntax error: unexpected end of file", rung.KindInvalid},
	})
}

// TestGeneralise40FileSizeLimit checks that a file larger than the host
// allows (EFBIG on a path, SIGXFSZ from RLIMIT_FSIZE) is premise, as a full
// disk, while an upload API's "File too large" stays the request's size.
func TestGeneralise40FileSizeLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go EFBIG (set 40)", "go", 0, "", "tool fs.write: write /tmp/w40/ws/fsize.bin: file too large", rung.KindPremise},
		{"sh SIGXFSZ (set 40)", "", 0, "", "tool shell.run: ulimit -f 4; seq 1 200000 > /tmp/w40/ws/dumps/ids.txt: exit status 153: File size limit exceeded", rung.KindPremise},
		// Go os/exec's ExitError for a child killed by SIGXFSZ (syscall's signal names).
		{"go exec SIGXFSZ", "", 0, "", "tool shell.run: pg_dump -f /backup/db.sql: signal: file size limit exceeded", rung.KindPremise},
		// Node (libuv's uv_strerror) and Python (errno 27).
		{"node EFBIG", "", 0, "", "Error: EFBIG: file too large, write", rung.KindPremise},
		{"python EFBIG", "", 0, "", "OSError: [Errno 27] File too large", rung.KindPremise},
		// multer's LIMIT_FILE_SIZE: the upload is over the server's limit.
		{"multer upload too large", "", 0, "", "MulterError: File too large", rung.KindInvalid},
	})
}

// TestGeneralise40ResponseFraming checks that a response whose framing the
// client's parser refuses (two Content-Length values, a chunk size that is
// not hex) is premise: the server sends the same bytes each time.
func TestGeneralise40ResponseFraming(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go two content-length (set 40)", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:39033/badcl": net/http: HTTP/1.x transport connection broken: http: message cannot contain multiple Content-Length headers; got ["12" "10"]`, rung.KindPremise},
		{"curl chunked (set 40)", "", 0, "", "tool shell.run: curl -sS http://127.0.0.1:24011/bad-chunked: exit status 56: curl: (56) Malformed encoding found in chunked-encoding", rung.KindPremise},
		// The same server, captured live through Go, Node 20's fetch and Python requests.
		{"go chunked", "go", 0, "", "tool web.fetch: read body: malformed chunked encoding", rung.KindPremise},
		{"node fetch chunked", "", 0, "", "TypeError: terminated HTTPParserError: Response does not match the HTTP/1.1 protocol (Invalid character in chunk size) HPE_INVALID_CHUNK_SIZE", rung.KindPremise},
		{"python requests chunked", "", 0, "", `ChunkedEncodingError(ProtocolError("Connection broken: InvalidChunkLength(got length b'\\r\\n', 0 bytes read)", InvalidChunkLength(got length b'\r\n', 0 bytes read)))`, rung.KindPremise},
		// A TLS port spoken to in plain HTTP stays the call's scheme.
		{"go malformed response from a TLS port", "go", 0, "", `Get "http://10.0.4.7:8443/v1/jobs": net/http: HTTP/1.x transport connection broken: malformed HTTP response "\x15\x03\x01\x00\x02\x02"`, rung.KindInvalid},
	})
}

// TestGeneralise40LocalFile checks curl's errors about a local file: the
// file or its directory is not there (premise), unless curl names a refused
// permission (denied).
func TestGeneralise40LocalFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"curl 23 (set 40)", "", 0, "", "tool shell.run: curl -sS -o /tmp/w40/ws/downloads/2026-11/report.csv http://127.0.0.1:24001/files/report.csv: exit status 23: curl: (23) Failure writing output to destination", rung.KindPremise},
		{"curl 26 (set 40)", "", 0, "", "tool shell.run: curl -sS -F file=@/tmp/w40/ws/exports/q9.csv http://127.0.0.1:24001/buf/upload: exit status 26: curl: (26) Failed to open/read local data from file/application", rung.KindPremise},
		// curl 7.88's wording of 37, captured live.
		{"curl 37 file url", "", 0, "", "tool shell.run: curl -sS file:///tmp/w40/ws/exports/q9.csv: exit status 37: curl: (37) Couldn't open file /tmp/w40/ws/exports/q9.csv", rung.KindPremise},
		// Without -s curl prints its warning first, with the errno.
		{"curl 23 permission", "", 0, "", "Warning: Failed to open the file /srv/www/report.csv: Permission denied\ncurl: (23) Failure writing output to destination", rung.KindDenied},
		{"curl 23 missing dir", "", 0, "", "Warning: Failed to open the file /tmp/out/2026/report.csv: No such file or directory\ncurl: (23) Failure writing output to destination", rung.KindPremise},
	})
}

// TestGeneralise40Prerequisite checks that a package manager or toolchain
// finding the project without what it needs on this host (a lockfile, a
// cached package for an offline install, a new enough toolchain) is
// premise, though its text says "try again" or reads as usage.
func TestGeneralise40Prerequisite(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"npm ci no lockfile (set 40)", "", 0, "", "tool shell.run: npm ci --no-audit --no-fund: exit status 1: npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.", rung.KindPremise},
		{"go toolchain (set 40)", "", 0, "", "tool shell.run: GOTOOLCHAIN=local go build ./...: exit status 1: go: go.mod requires go >= 1.99 (running go 1.26.8; GOTOOLCHAIN=local)", rung.KindPremise},
		// Captured live: npm 11, cargo 1.95.
		{"npm ci out of sync", "", 0, "", "tool shell.run: npm ci: exit status 1: npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing.\nnpm error\nnpm error Missing: left-pad@1.3.0 from lock file", rung.KindPremise},
		{"npm engine-strict", "", 0, "", "tool shell.run: npm install --engine-strict: exit status 1: npm error code EBADENGINE\nnpm error engine Unsupported engine\nnpm error engine Not compatible with your version of node/npm: reports@1.0.0\nnpm error notsup Required: {\"node\":\">=22\"}\nnpm error notsup Actual:   {\"node\":\"v20.20.2\",\"npm\":\"11.19.1\"}", rung.KindPremise},
		{"cargo offline", "", 0, "", "tool shell.run: cargo build --offline: exit status 101: error: no matching package named `serde` found\nlocation searched: crates.io index\nrequired by package `rep v0.1.0 (/tmp/w40/ws/other/crate)`\nAs a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without `--offline`.", rung.KindPremise},
		{"cargo rust-version", "", 0, "", "tool shell.run: cargo build: exit status 101: error: rustc 1.95.0 is not supported by the following package:\n  rep@0.1.0 requires rustc 1.99", rung.KindPremise},
	})
}

// TestGeneralise40CertificateName checks a server certificate that names
// another host, in curl's, Python's and wget's words (captured live against
// nginx with a certificate for reports.internal): premise, configuration.
func TestGeneralise40CertificateName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"curl 60 name (set 40)", "", 0, "", "tool shell.run: curl -sS --cacert /tmp/w40/nginx/certs/ca.pem https://localhost:24002/static/logo.png: exit status 60: curl: (60) SSL: no alternative certificate subject name matches target host name 'localhost'\nMore details here: https://curl.se/docs/sslcerts.html", rung.KindPremise},
		{"python urllib hostname", "", 0, "", `URLError(SSLCertVerificationError(1, "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: Hostname mismatch, certificate is not valid for 'localhost'. (_ssl.c:1006)"))`, rung.KindPremise},
		{"wget hostname", "", 0, "", "tool shell.run: wget -O /dev/null https://localhost:24002/static/logo.png: exit status 5: The certificate's owner does not match hostname ‘localhost’", rung.KindPremise},
		// JDK sun.security.util.HostnameChecker.
		{"java hostname", "", 0, "", "javax.net.ssl.SSLHandshakeException: No subject alternative DNS name matching localhost found.", rung.KindPremise},
	})
}

// TestGeneralise40CompilerDiagnostic checks that a compiler's or type
// checker's error at a place in the source is invalid (the code the agent
// wrote must change), in Go's, gcc's, javac's, tsc's and rustc's formats,
// while a missing dependency stays premise and a test's failure line is
// not read as a compile error.
func TestGeneralise40CompilerDiagnostic(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// go 1.26 build and vet, captured live.
		{"go undefined", "", 0, "", "tool shell.run: go build ./...: exit status 1: # example.com/report\n./main.go:6:2: undefined: fmt", rung.KindInvalid},
		{"go imported and not used", "", 0, "", "tool shell.run: go build ./...: exit status 1: # example.com/report\n./main.go:3:8: \"os\" imported and not used", rung.KindInvalid},
		{"go vet printf (set 40)", "", 0, "", `tool shell.run: go vet ./...: exit status 1: main.go:6:14: fmt.Printf format %d has arg "12" of wrong type string`, rung.KindInvalid},
		// gcc 12, javac 17, tsc 5 and rustc's formats.
		{"gcc error", "", 0, "", "tool shell.run: make: exit status 2: main.c:5:5: error: implicit declaration of function 'prnt' [-Werror=implicit-function-declaration]\nmake: *** [Makefile:2: main] Error 1", rung.KindInvalid},
		{"javac error", "", 0, "", "tool shell.run: javac Main.java: exit status 1: Main.java:3: error: cannot find symbol\n    System.out.printn(x);", rung.KindInvalid},
		{"tsc error", "", 0, "", "tool shell.run: npx tsc --noEmit: exit status 2: src/index.ts(4,7): error TS2322: Type 'string' is not assignable to type 'number'.", rung.KindInvalid},
		{"rustc error", "", 0, "", "tool shell.run: cargo build: exit status 101: error[E0425]: cannot find value `totl` in this scope\n --> src/main.rs:3:20", rung.KindInvalid},
		// A dependency the module lacks is the project's prerequisite (go.dev/ref/mod).
		{"go no required module", "", 0, "", "tool shell.run: go build ./...: exit status 1: main.go:4:2: no required module provides package github.com/google/uuid; to add it:\n\tgo get github.com/google/uuid", rung.KindPremise},
		{"go missing go.sum", "", 0, "", "tool shell.run: go build ./...: exit status 1: main.go:4:2: missing go.sum entry for module providing package github.com/google/uuid (imported by example.com/report); to add:\n\tgo get example.com/report", rung.KindPremise},
		{"go mod tidy needed", "", 0, "", "tool shell.run: go build ./...: exit status 1: go: updates to go.mod needed; to update it:\n\tgo mod tidy", rung.KindPremise},
		// A test's failure line is no compiler's: premise by the test
		// ruling (shellwords.go testsFailed).
		{"go test failure", "", 0, "", "tool shell.run: go test ./...: exit status 1: --- FAIL: TestTotals (0.00s)\n    totals_test.go:12: got 41, want 42\nFAIL\nFAIL\texample.com/report\t0.003s", rung.KindInvalid},
	})
}

// TestGeneralise40OtherToolWords checks EEXIST on a lock file (another
// process holds the lock: transient, not conflict), coreutils' mv into its
// own subtree (invalid) and curl's HTTP/2 errors (transient).
func TestGeneralise40OtherToolWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"git index.lock", "", 0, "", "tool shell.run: git commit -am x: exit status 128: fatal: Unable to create '/tmp/w40/repos/locked/.git/index.lock': File exists.\n\nAnother git process seems to be running in this repository, e.g.\nan editor opened by 'git commit'. Please make sure all processes\nare terminated then try again.", rung.KindTransient},
		{"go O_EXCL lock file", "go", 0, "", "tool job.lock: open /run/report/export.lock: file exists", rung.KindTransient},
		{"go O_EXCL data file stays conflict", "go", 0, "", "tool fs.write: open /tmp/w40/ws/notes.txt: file exists", rung.KindConflict},
		{"mv into itself", "", 0, "", "tool shell.run: mv a a/b: exit status 1: mv: cannot move 'a' to a subdirectory of itself, 'a/b/a'", rung.KindInvalid},
		{"curl 92", "", 0, "", "tool shell.run: curl -sS https://api.internal/v1: exit status 92: curl: (92) HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2)", rung.KindTransient},
		{"curl 16", "", 0, "", "tool shell.run: curl -sS https://api.internal/v1: exit status 16: curl: (16) Error in the HTTP2 framing layer", rung.KindTransient},
	})
}

// TestGeneralise40RevisionAndDirective checks a ref or revision the
// repository does not have (premise, as git's "did not match any file(s)"),
// a configuration directive outside the server's vocabulary (invalid) and
// nginx's limit_req delay (transient), captured live with git 2.39 and
// nginx 1.22.
func TestGeneralise40RevisionAndDirective(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"git src refspec", "", 0, "", "tool shell.run: git push origin feature/none: exit status 1: error: src refspec feature/none does not match any\nerror: failed to push some refs to '/tmp/w40/repos/billing.git'", rung.KindPremise},
		{"git not a valid object name", "", 0, "", "tool shell.run: git branch newb nosuchref: exit status 128: fatal: not a valid object name: 'nosuchref'", rung.KindPremise},
		{"git invalid object name", "", 0, "", "tool shell.run: git show v9.9:README.md: exit status 128: fatal: invalid object name 'v9.9'.", rung.KindPremise},
		{"git needed a single revision", "", 0, "", "tool shell.run: git rev-parse --verify release/2026-11: exit status 128: fatal: Needed a single revision", rung.KindPremise},
		{"nginx unknown directive", "", 0, "", "tool shell.run: nginx -t -c /tmp/w40/bad.conf: exit status 1: nginx: [emerg] unknown directive \"proxy_pas\" in /tmp/w40/bad.conf:2\nnginx: configuration file /tmp/w40/bad.conf test failed", rung.KindInvalid},
		// Apache httpd's core.c wording of the same.
		{"apache invalid command", "", 0, "", "tool shell.run: apachectl configtest: exit status 1: AH00526: Syntax error on line 12 of /etc/apache2/sites-enabled/app.conf:\nInvalid command 'ProxyPas', perhaps misspelled or defined by a module not included in the server configuration", rung.KindInvalid},
		// apt-get 2.6, sudo 1.9, GNU sed 4.9, unzip 6.0 (their sources' wordings).
		{"apt lock held", "", 0, "", "tool shell.run: apt-get install -y jq: exit status 100: E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2211 (apt-get)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?", rung.KindTransient},
		{"apt lock eacces stays denied", "", 0, "", "tool shell.run: apt-get install -y jq: exit status 100: E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", rung.KindDenied},
		{"sudo password", "", 0, "", "tool shell.run: sudo systemctl restart nginx: exit status 1: sudo: a password is required", rung.KindDenied},
		{"sed script", "", 0, "", "tool shell.run: sed -e 'x/a/b/' f: exit status 1: sed: -e expression #1, char 2: extra characters after command", rung.KindInvalid},
		{"unzip missing", "", 0, "", "tool shell.run: unzip q9.zip: exit status 9: unzip:  cannot find or open q9.zip, q9.zip.zip or q9.zip.ZIP.", rung.KindPremise},
		{"nginx delaying", "", 0, "", "2026/12/02 06:39:41 [warn] 32649#32649: *40 delaying request, excess: 0.480, by zone \"api\", client: 127.0.0.1, server: localhost, request: \"GET /api/v1 HTTP/1.1\", host: \"127.0.0.1:24001\"", rung.KindTransient},
	})
}
