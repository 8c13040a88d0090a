package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise91 checks the classes set 91's misses opened, each in other
// programs' words, with neighbours that must keep their kind:
//
//   - an archive or decoder's verdict on a local file cut short, read ahead
//     of Go's "unexpected EOF" (childproc.go archiveFault, toolwords.go
//     archiveWords);
//   - a child process killed by SIGKILL from outside (childproc.go
//     childFate);
//   - a build or task runner asked for a target its file does not define
//     (shellwords.go recipeWords);
//   - a login refused because the account may not log in, and libpq's
//     connection failure quoting the server's message (generic.go
//     deniedWords, postgres.go pgWords, sniff.go textShapes).
func TestGeneralise91(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A local archive cut short. Set 91's lines: GNU tar 1.34 over gzip,
		// Go compress/gzip through a tool's wrapper.
		{"gnu tar -xzf truncated (set 91)", "", 0, "", "exit status 2: gzip: stdin: unexpected end of file\ntar: Unexpected EOF in archive\ntar: Unexpected EOF in archive\ntar: Error is not recoverable: exiting now", rung.KindPremise},
		{"go compress/gzip truncated (set 91)", "", 0, "", "decompress /tmp/w91/work/cut.gz: unexpected EOF", rung.KindPremise},
		// GNU tar on a plain truncated tar (src/buffer.c).
		{"gnu tar truncated plain", "", 0, "", "exit status 2: tar: Unexpected EOF in archive\ntar: rmtlseek not stopped at a record boundary\ntar: Error is not recoverable: exiting now", rung.KindPremise},
		// libarchive archive_read.c (bsdtar).
		{"bsdtar truncated", "", 0, "", "exit status 1: tar: Truncated input file (needed 512 bytes, only 0 available)\ntar: Error exit delayed from previous errors.", rung.KindPremise},
		// Java java.util.zip.InflaterInputStream.fill.
		{"java zlib truncated", "", 0, "", "java.io.EOFException: Unexpected end of ZLIB input stream", rung.KindPremise},
		// CPython Lib/tarfile.py TarFile.next.
		{"python tarfile truncated", "", 0, "", "exit status 1: Traceback (most recent call last):\n  File \"/srv/unpack.py\", line 4, in <module>\n    tf.extractall(\"out\")\ntarfile.ReadError: unexpected end of data", rung.KindPremise},
		// 7-Zip's archive error flags.
		{"7-zip truncated", "", 0, "", "exit status 2: ERROR: backup.7z\nUnexpected end of archive", rung.KindPremise},
		// Node zlib (Z_BUF_ERROR) and gzip(1) DIAGNOSTICS.
		{"node zlib truncated", "", 0, "", "Error: unexpected end of file\n    at Zlib.zlibOnError [as onerror] (node:zlib:189:17) {\n  errno: -5,\n  code: 'Z_BUF_ERROR'\n}", rung.KindPremise},
		{"gunzip truncated", "", 0, "", "exit status 1: gzip: cut.gz: unexpected end of file", rung.KindPremise},
		// Go archive/tar and compress/bzip2 return io.ErrUnexpectedEOF
		// for a file cut short.
		{"go archive/tar truncated", "", 0, "", "extract backup.tar: unexpected EOF", rung.KindPremise},
		{"go compress/bzip2 truncated", "", 0, "", "read /var/cache/dumps/orders.sql.bz2: unexpected EOF", rung.KindPremise},
		// Neighbours: a download cut short (a URL), a connection's EOF, a
		// script's syntax, stay theirs.
		{"go http download cut", "", 0, "", "Get \"https://example.com/release.tar.gz\": unexpected EOF", rung.KindTransient},
		{"go http post cut", "", 0, "", "Post \"http://127.0.0.1:8080/v1/items\": unexpected EOF", rung.KindTransient},
		{"pgx connection eof", "", 0, "", "failed to receive message: unexpected EOF", rung.KindTransient},
		{"bash syntax eof", "", 0, "", "exit status 2: bash: -c: line 1: syntax error: unexpected end of file", rung.KindInvalid},

		// A child killed by SIGKILL. Set 91's lines: os/exec
		// CommandContext's deadline, timeout(1) -s KILL under dash.
		{"go os/exec signal: killed (set 91)", "", 0, "", "signal: killed", rung.KindTransient},
		{"sh exit 137 Killed (set 91)", "", 0, "", "exit status 137: Killed", rung.KindTransient},
		// bash's job report of a killed command (jobs.c).
		{"bash exit 137", "", 0, "", "exit status 137: bash: line 1:  4242 Killed                  npm test", rung.KindTransient},
		// CPython subprocess CalledProcessError.__str__ for a signal.
		{"python died with SIGKILL", "", 0, "", "Command '['pytest', '-x']' died with <Signals.SIGKILL: 9>.", rung.KindTransient},
		{"python exit status -9", "", 0, "", "Command '['npm', 'test']' returned non-zero exit status -9.", rung.KindTransient},
		// Rust std::process::ExitStatus Display (unix).
		{"rust signal 9", "", 0, "", "process didn't exit successfully: `target/debug/loadgen` (signal: 9, SIGKILL: kill)", rung.KindTransient},
		{"rust exit status display", "", 0, "", "command failed: signal: 9 (SIGKILL)", rung.KindTransient},
		// Neighbours: a crash and the file size limit keep theirs.
		{"go signal: file size limit exceeded", "", 0, "", "signal: file size limit exceeded", rung.KindPremise},
		{"go segfault not transient", "", 0, "", "signal: segmentation fault (core dumped)", rung.KindUnknown},

		// A target the build file lacks. Set 91's line: GNU make 4.3.
		{"make no rule for the goal (invalid since the lead's revision after set 1179)", "", 0, "", "exit status 2: make: *** No rule to make target 'deploy'.  Stop.", rung.KindInvalid},
		{"make no rule prerequisite", "", 0, "", "exit status 2: make: *** No rule to make target 'src/parser.c', needed by 'build/parser.o'.  Stop.", rung.KindPremise},
		{"make no makefile", "", 0, "", "exit status 2: make: *** No targets specified and no makefile found.  Stop.", rung.KindPremise},
		// npm lib/commands/run-script.js (invalid since the lead's
		// revision after sets 134, 559 and 593: the script name is the
		// call's argument).
		{"npm missing script", "", 0, "", "exit status 1: npm error Missing script: \"deploy\"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run", rung.KindInvalid},
		// just (casey/just) and rake (task_manager.rb).
		{"just no recipe", "", 0, "", "exit status 1: error: Justfile does not contain recipe `deploy`.", rung.KindPremise},
		{"rake no task", "", 0, "", "exit status 1: rake aborted!\nDon't know how to build task 'deploy' (See the list of available tasks with `rake --tasks`)", rung.KindPremise},
		{"gradle no task", "", 0, "", "exit status 1: FAILURE: Build failed with an exception.\n\n* What went wrong:\nTask 'deploy' not found in root project 'app'.", rung.KindPremise},
		{"yarn no command", "", 0, "", "exit status 1: error Command \"deploy\" not found.", rung.KindPremise},
		// Neighbour: the Makefile's own syntax stays invalid.
		{"make missing separator", "", 0, "", "exit status 2: Makefile:3: *** missing separator.  Stop.", rung.KindInvalid},

		// A login the account may not make. Set 91's line: psql 15 as a
		// NOLOGIN role.
		{"psql nologin (set 91)", "", 0, "", "exit status 2: psql: error: connection to server at \"127.0.0.1\", port 55432 failed: FATAL:  role \"w91_report\" is not permitted to log in", rung.KindDenied},
		{"psycopg2 nologin", "", 0, "", "psycopg2.OperationalError: connection to server at \"db.internal\" (10.0.0.5), port 5432 failed: FATAL:  role \"report\" is not permitted to log in", rung.KindDenied},
		{"node-postgres nologin", "", 0, "", "error: role \"report\" is not permitted to log in", rung.KindDenied},
		{"pgx nologin", "", 0, "", "failed to connect to `user=report database=app`: 127.0.0.1:5432 (127.0.0.1): server error: FATAL: role \"report\" is not permitted to log in (SQLSTATE 28000)", rung.KindDenied},
		// SQL Server 18470 through go-mssqldb; MySQL 3118; Oracle ORA-28000.
		{"mssql account disabled", "", 0, "", "mssql: login error: Login failed for user 'report'. Reason: The account is disabled.", rung.KindDenied},
		{"mysql account locked", "", 0, "", "Error 3118 (HY000): Access denied for user 'report'@'10.0.0.5'. Account is locked.", rung.KindDenied},
		{"oracle account locked", "", 0, "", "ORA-28000: The account is locked.", rung.KindDenied},
		// libpq's quoted server message decides in other clients too.
		{"pg_dump too many clients", "", 0, "", "exit status 1: pg_dump: error: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  sorry, too many clients already", rung.KindTransient},
		{"psql starting up", "", 0, "", "exit status 2: psql: error: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  the database system is starting up", rung.KindTransient},
		{"psql bad password", "", 0, "", "exit status 2: psql: error: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  password authentication failed for user \"app\"", rung.KindDenied},
		// Neighbours: a refused connection, a missing database, a disabled
		// feature keep theirs.
		{"psql refused", "", 0, "", "exit status 2: psql: error: connection to server at \"127.0.0.1\", port 1 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?", rung.KindTransient},
		{"psql no database", "", 0, "", "exit status 2: psql: error: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  database \"app\" does not exist", rung.KindPremise},
		{"feature disabled stays premise", "http", 403, "", `{"message":"Actions is disabled for this repository."}`, rung.KindPremise},
	})
}

// TestIndependentCases91: held-out set 91, 35 failures captured live from
// a Go agent's shell and archive tools (os/exec running git, tar, gzip,
// sh, npm, curl, python3, make, sed, coreutils, sqlite3, psql and pg_dump
// against the shared cluster, with the tool's "exit status N: <stderr>";
// Go's archive/tar, archive/zip, compress/gzip, os.Root, io/fs, flock and
// path errors on real files), labelled from the programs' manuals and
// sources before the classifier was run. First run on HEAD 37e09df: 28/35,
// tricky 13/19. Classes fixed: an archive's or decoder's verdict on a local
// file cut short read ahead of Go's EOF; a child killed by SIGKILL; a
// target the build file lacks; a login the account may not make, and
// libpq's quoted server message.
//
// Tolerated: i91-sh-not-executable ("exit status 126: sh: 1: ./build.sh:
// Permission denied", a script without the execute bit run as root) is
// labelled premise here, but sets 7, 20 and 29 label the same text denied
// (i29-sh-126 is this very situation), and the classifier cannot tell them
// apart; the lead should settle the label once for all sets.
//
// i91-rm-is-a-directory (rm of a directory without -r) reads invalid since
// set 135's class (shellwords.go recursiveOptionMissing).
// Tolerated: i91-make-no-rule-for-target: invalid vs premise (the lead's revision after set 1179: make's missing goal target is the call's argument, as npm's missing script; sets 134 and 1179 labelled it invalid blind, this set premise).
func TestIndependentCases91(t *testing.T) {
	runIndependent(t, "testdata/independent91.jsonl", true, "i91-make-no-rule-for-target", "i91-sh-not-executable")
}
