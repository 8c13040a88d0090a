package classify

import "strings"

// A shell or archive tool reports what happened to the program it ran, and
// to the file it read, in words that Go's errno table reads another way
// (set 91, captured live through os/exec):
//
//   - An archive or compression program's verdict on a file's bytes
//     (archiveWords, toolwords.go) quotes a bare errno's words: GNU tar's
//     "Unexpected EOF in archive" is no connection's EOF. So is Go's own
//     decoder's io.ErrUnexpectedEOF when the tool names the local archive
//     it was reading ("decompress /data/x.gz: unexpected EOF",
//     compress/gzip, archive/tar, compress/bzip2 return it for a file cut
//     short): every retry reads the same bytes: premise. A URL before the
//     EOF is a download cut short, which stays transient.
//   - A child killed by SIGKILL from outside: os/exec's "signal: killed"
//     (a Context's deadline kills with SIGKILL; ExitError's text), the
//     shell's 128+9 ("exit status 137", dash's and bash's "Killed",
//     shellKilledJob), timeout(1)
//     -s KILL, Python's "died with <Signals.SIGKILL: 9>" or "exit status
//     -9" (subprocess: a negative status is the signal), Rust's ExitStatus
//     "signal: 9 (SIGKILL)" and cargo's "(signal: 9, SIGKILL: kill)", x/crypto/ssh's
//     ExitError for a remote command `Process exited with status 137 from
//     signal "KILL"` (set 1269, live): a deadline or a watchdog ended it; nothing
//     about the call or the world is proven false and a run with more time
//     or less load may finish: transient. A memory killer's own word
//     ("OOMKilled", "out of memory") is left to the words that read it.

// archiveMatcher reads archiveWords ahead of Go's errno words.
var archiveMatcher = newMatcher(archiveWords)

// archiveExts end the name of a local archive or compressed file.
var archiveExts = [...]string{
	".gz", ".tgz", ".tar", ".zip", ".bz2", ".tbz", ".tbz2", ".xz", ".txz",
	".zst", ".lz4", ".lzma", ".7z", ".jar", ".whl", ".zlib",
}

const bareDecompressReason = "the compressed answer cannot be decoded (Go compress/gzip or flate, no file named): the call ran and its result is unusable; fetch it again, without gzip"

// archiveFault reads an archive program's verdict, or a decoder's
// unexpected EOF on a named local archive, before the errno words.
func archiveFault(t string) (Result, bool) {
	if ldScriptMisread(t) { // cbuild.go (set 1543)
		return verdict(invalid, "ld: an input is not an object and does not parse as a linker script: fix the link line or the script")
	}
	if bareDecompressFault(t) { // goerr.go
		return verdict(ambiguous, bareDecompressReason)
	}
	// unzip's "caution: filename not matched:  <name>" for a wildcard
	// (* ? [) selected nothing from an archive that opened: an empty
	// result, ambiguous, as psql's pattern that matched nothing (set
	// 1196); an exact member name keeps archiveWords' premise (set 1637).
	if i := indexFold(t, "caution: filename not matched:"); i >= 0 && unzipPatternUnmatched(t[i+len("caution: filename not matched:"):]) {
		return verdict(ambiguous, "unzip's wildcard selected no member of the archive (exit 11): the call worked and gave nothing; list the archive and narrow once")
	}
	// 7-Zip's exit 7, "Command Line Error:" on its own line with the
	// parser's reason under it (set 1637): the command line is wrong.
	// poppler's one-line "Command Line Error: Incorrect password" is not
	// this layout and keeps its own reading.
	if i := indexFold(t, "command line error:\n"); i >= 0 && hasAny(t[i:], "unknown switch:", "unsupported command:", "too short switch:", "cannot find archive name", "multiple instances for switch:", "incorrect wildcard type marker") {
		return verdict(invalid, "7-Zip refused its command line (exit 7): fix the command, switch or archive name")
	}
	if r, ok := matchWords(archiveMatcher, t); ok {
		return r, true
	}
	// UnZip's per-member "bad CRC 3a9537f7  (should be ab48e5c3)" (unzip
	// -t or an extraction, set 1566): that entry's bytes are corrupt.
	if hasFold(t, "bad crc ") && hasFold(t, "(should be ") {
		return verdict(premise, "an archive entry does not match its CRC: the archive is corrupt (unzip)")
	}
	// Zip 3.0's "zip warning: name not matched: x" with no "zip error:"
	// and no exit status after it (zip exits 0): the archive was written
	// without the inputs it could not find: a partial success (set 1566).
	if hasFold(t, "zip warning: name not matched") && !hasFold(t, "zip error:") && !hasFold(t, "exit status") {
		return verdict(ambiguous, "zip wrote the archive without inputs it could not find (zip warning: name not matched, exit 0): part of what was asked is missing")
	}
	// zstd's CLI names the file between its name and the verdict
	// ("zstd: x.tar: unsupported format", set 1339): the bytes are no
	// zstd frame, not the generic "unsupported" of a call.
	if hasPrefixFold(t, "zstd: ") && hasFold(t, ": unsupported format") {
		return verdict(premise, "the file is not zstd data (zstd: unsupported format)")
	}
	if i := indexFold(t, "unexpected eof"); i > 0 && !hasFold(t[:i], "://") && namesFileWith(t[:i], archiveExts[:]) {
		return verdict(premise, "a decoder met the end of a local archive before its end (io.ErrUnexpectedEOF reading the file): the file is truncated, a retry reads the same bytes")
	}
	return Result{}, false
}

// childFate reads what became of a program a tool ran: killed by SIGKILL
// or by SIGXCPU (transient). (A program the kernel would not execute, exit 126 with
// "Permission denied", stays EACCES's denied, as sets 7, 20 and 29 label
// it; set 78's non-regular files are read elsewhere.)
func childFate(t string) (Result, bool) {
	if hasAny(t, "oom", "out of memory", "memory limit") {
		return Result{}, false
	}
	killed := hasAny(t, "signal: killed", "signal: 9 (sigkill)", "signal: 9, sigkill", "<signals.sigkill: 9>", "non-zero exit status -9.", "from signal \"kill\"", "from signal kill") ||
		hasWord(t, "exit status 137") || hasWord(t, "exit code 137") || shellKilledJob(t) || compilerKilled(t)
	if (killed || hasAny(t, "context deadline exceeded", "signal: terminated")) && awaitsSecret(t) {
		return verdict(denied, "the program sat at a prompt for a secret (a password, a passphrase, a username) until it was ended: no terminal answers it, a retry waits again; supply the credential non-interactively or hand back")
	}
	if killed {
		return verdict(transient, "the program was killed by SIGKILL from outside (a deadline, timeout -s KILL, a watchdog): run it again with more time")
	}
	// A pipeline's writer stopped by SIGPIPE (sets 306, 1557, 1572, live):
	// os/exec's "signal: broken pipe", bash's 128+13 under pipefail ("exit
	// status 141"), xargs's "terminated by signal 13", Python's
	// <Signals.SIGPIPE: 13>, Rust's "signal: 13 (SIGPIPE)", and a GNU
	// utility's own "write error: Broken pipe" on its standard output. The
	// reader closed the pipe, which `head` or `grep -q` does once it has
	// what it wants: the output may be whole or cut, and a rerun ends the
	// same way. Not a connection's EPIPE (a socket's "write: broken pipe",
	// rsync's "write error: Broken pipe (32)"), which stays transient.
	if sigpipeEnd(t) {
		return verdict(ambiguous, "the program was stopped by SIGPIPE: the reader of its output closed the pipe (a head, a grep -q, a reader that had what it wanted): check what the pipeline produced before running it again")
	}
	// Set 1312: a child ended by SIGXCPU, its CPU-time limit (setrlimit(2)
	// RLIMIT_CPU: "When the process reaches the soft limit, it is sent a
	// SIGXCPU signal"; ulimit -t): os/exec's "signal: CPU time limit
	// exceeded", the shell's "CPU time limit exceeded (core dumped)",
	// Python's <Signals.SIGXCPU: 24>, Rust's "signal: 24 (SIGXCPU)". Set
	// 1312 read it as a time limit, transient; the lead ruling after set
	// 1815 reads it premise (sets 1492 and 1815 against 1312): the limit
	// counts CPU seconds, not wall time, so a retry under the same limit
	// spends the same budget and ends the same way; the plan must raise
	// the limit the environment set or do less work. A platform's CPU
	// budget said the other way round (Cloudflare Workers' "exceeded CPU
	// time limit") keeps its reading.
	// Set 1492: dash and bash report a child's SIGXCPU as the signal's
	// strsignal(3) words alone, "CPU time limit exceeded", and exit 128+24;
	// os/exec renders that "exit status 152".
	if hasAny(t, "signal: cpu time limit exceeded", "cpu time limit exceeded (core dumped)", "<signals.sigxcpu: 24>", "signal: 24 (sigxcpu)", "non-zero exit status -24.") ||
		hasWord(t, "exit status 152") && hasFold(t, "cpu time limit exceeded") {
		return verdict(premise, "the program spent its CPU-time budget (SIGXCPU, RLIMIT_CPU): a retry under the same limit spends it again; raise the limit or do less work")
	}
	return Result{}, false
}

// shellKilledJob reports a shell's own line for a child that SIGKILL ended
// (strsignal(3)'s "Killed"): bash's job report "bash: line 1:  2774 Killed
// <command>" (a script's "./run.sh: line 3: 91 Killed ..."; without the
// line number when the job ran from -c's top level) and dash's bare
// "Killed" line, which carry no exit status when a tool passes only the
// shell's stderr.
func shellKilledJob(t string) bool {
	if !strings.Contains(t, "Killed") {
		return false
	}
	for line := range strings.Lines(t) {
		l := strings.TrimSpace(line)
		if l == "Killed" {
			return true
		}
		i := strings.Index(l, " Killed")
		if i < 0 || i+7 < len(l) && l[i+7] != ' ' && l[i+7] != '\t' {
			continue
		}
		head := strings.TrimRight(l[:i], " ")
		j := strings.LastIndexByte(head, ' ')
		if j >= 0 && isDigits(head[j+1:]) && strings.HasSuffix(strings.TrimRight(head[:j], " "), ":") {
			return true
		}
	}
	return false
}

// secretPromptWords name what an interactive prompt for a secret asks for:
// OpenSSH's "user@host's password:" and "Enter passphrase for key
// '/root/.ssh/id_ed25519':", sudo's "[sudo] password for deploy:", git's
// credential prompt "Username for 'https://github.com':" and "Password for
// 'https://u@github.com':", OpenSSL's "Enter PEM pass phrase:", Python's
// getpass default "Password:", ansible-vault's "Vault password:", psql's
// "Password for user app:", and one-time codes ("Verification code:").
var secretPromptWords = [...]string{"password", "passphrase", "pass phrase", "username for ", "verification code", "passcode", "one-time code"}

// awaitsSecret reports (set 1492) whether a program's captured output ends
// with a prompt for a secret: the last line, or the line before a last
// line that reports the program's end (os/exec's "signal: killed" after
// the stderr), ends in ':' and asks for a secret. A program with no
// terminal that prompts (getpass falls back to stdin, ssh and sudo to
// /dev/tty) waits for an answer nothing gives until its deadline kills it;
// a retry waits again. A prompt answered earlier in the output, and one
// for another value ("Enter the number of workers:"), keep their reading.
func awaitsSecret(t string) bool {
	s := strings.TrimRight(t, " \t\r\n")
	for n := 0; n < 2 && s != ""; n++ {
		i := strings.LastIndexByte(s, '\n')
		line := strings.TrimRight(s[i+1:], " \t\r")
		if strings.HasSuffix(line, ":") && len(line) <= 160 && hasAny(line, secretPromptWords[:]...) {
			return true
		}
		if i < 0 || !hasAny(line, "signal: killed", "signal: terminated", "context deadline exceeded", "exit status 137", "timed out") {
			return false
		}
		s = strings.TrimRight(s[:i], " \t\r\n")
	}
	return false
}

// compilerKilled reports the GCC driver's own line for a compiler pass
// that SIGKILL ended (set 1543, live gcc 12.2.0): "g++: fatal error:
// Killed signal terminated program cc1plus" (GCC 9 and later) and the
// older "internal compiler error: Killed (program cc1plus)". The kernel's
// memory killer or a watchdog ended it from outside; the source is fine
// and a run with less load finishes: transient, as os/exec's "signal:
// killed". Another signal ("File size limit exceeded signal terminated
// program") keeps its own reading.
func compilerKilled(t string) bool {
	return hasAny(t, "killed signal terminated program ", "internal compiler error: killed (program ")
}

// sigpipeEnd reports a program's end by SIGPIPE, in the words of the tool
// that ran it (childFate).
func sigpipeEnd(t string) bool {
	if hasAny(t, "signal: broken pipe", "terminated by signal 13", "<signals.sigpipe: 13>", "signal: 13 (sigpipe)", "non-zero exit status -13.") ||
		hasWord(t, "exit status 141") {
		return true
	}
	if pythonStdoutBrokenPipe(t) {
		return true
	}
	// coreutils' "seq: write error: Broken pipe": the line ends there (rsync
	// adds its errno, " (32)", and means its connection).
	for i := range foldMatches(t, ": write error: broken pipe") {
		rest := t[i+len(": write error: broken pipe"):]
		if rest == "" || rest[0] == '\n' || rest[0] == '\r' {
			return true
		}
	}
	return false
}

// unzipPatternUnmatched reports whether the name after unzip's "caution:
// filename not matched:" (rest, up to its line's end) is a wildcard.
func unzipPatternUnmatched(rest string) bool {
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	return strings.ContainsAny(rest, "*?[")
}

// pythonStdoutBrokenPipe reports CPython ended by BrokenPipeError on its
// own standard output (set 1815, live python3 3.11 under a Go StdoutPipe
// the tool closed): CPython ignores SIGPIPE, so the write raises instead
// (docs.python.org/3/library/signal.html, "Note on SIGPIPE": "Piping output
// of your program to tools like head(1) ... results in an exception like
// BrokenPipeError: [Errno 32] Broken pipe"). Its marks: the flush at exit
// ("Exception ignored in: <_io.TextIOWrapper name='<stdout>'"), or a
// traceback that ends in BrokenPipeError with no network frame in it. A
// socket's BrokenPipeError (socket.py, ssl.py, http.client, sendall) is a
// connection's EPIPE and stays transient.
func pythonStdoutBrokenPipe(t string) bool {
	if !strings.Contains(t, "BrokenPipeError") {
		return false
	}
	if strings.Contains(t, "name='<stdout>'") {
		return true
	}
	if !strings.Contains(t, "Traceback (most recent call last):") || !strings.Contains(t, "BrokenPipeError: [Errno 32] Broken pipe") {
		return false
	}
	return !hasAny(t, "socket.py", "ssl.py", "socket.", "http/client.py", "http.client", "urllib3", "requests/", "asyncio", "sendall", "send(", "connection")
}
