package classify

import "strings"

// aria2 (aria2.github.io/manual/en/html/aria2c.html) reports a failed
// download three ways: its console exception lines ("Exception:
// [AbstractCommand.cc:351] errorCode=22 URI=...", then "  -> [File.cc:N]
// errorCode=N <cause>"), its exit status (the same numbers, the manual's
// "Exit Status" table), and, over JSON-RPC, a tellStatus result with
// "status":"error", "errorCode" and "errorMessage" under HTTP 200. The
// number is the class of the failure and the cause its detail; where the
// two disagree with the words of the cause, these readers decide (held-out
// set 1586, captured live from aria2 1.36.0).

// aria2BadStatus is aria2's EX_BAD_STATUS ("The response status is not
// successful. status=%d", src/message.h), thrown by HttpSkipResponseCommand
// for an HTTP status (errorCode 22, 29 for a 502 or 503) and by
// FtpNegotiationCommand for an FTP reply (errorCode 21).
const aria2BadStatus = "The response status is not successful. status="

// aria2Code returns aria2's innermost error code and the text from it on:
// the last "errorCode=N" of its exception lines (the cause, below the
// command's own line), or the "errorCode" of a JSON-RPC download status
// whose "status" is "error" with its "errorMessage". ok is false for any
// other text.
func aria2Code(c *ctx) (n int, cause string, ok bool) {
	t := c.text
	const mark = "errorCode="
	if i := strings.LastIndex(t, mark); i >= 0 && strings.Contains(t[:i], ".cc:") {
		if v, w := leadingInt(t[i+len(mark):]); w > 0 && w <= 2 {
			return v, t[i+len(mark)+w:], true
		}
	}
	if strings.Contains(c.body, `"errorCode"`) && jsonString(c.body, "status") == "error" {
		if v, w := leadingInt(jsonString(c.body, "errorCode")); w > 0 && w <= 2 {
			return v, jsonString(c.body, "errorMessage"), true
		}
	}
	return 0, "", false
}

// aria2Failure reads what aria2's code fixes whatever the cause's words
// say. A quoted status is the server's answer: an HTTP status read as
// one (a 403 or 429 aria2 files under 22, "bad HTTP response header"), an
// FTP reply under errorCode 21 read as FTP's (530 is "not logged in", not
// a server error). Code 13 (file already existed, --allow-overwrite=false)
// is the output file already there, though its sentence says "a control
// file(*.aria2) does not exist"; 11 and 12 (the same file or info hash
// already being downloaded) are the download already under way. Code 18
// with "File exists": aria2's mkdirs passes a directory that exists, so the
// EEXIST is a non-directory where the download directory should be, the
// filesystem not as the plan believed, not the directory already made.
func aria2Failure(c *ctx) (Result, bool) {
	n, cause, ok := aria2Code(c)
	if !ok {
		return Result{}, false
	}
	if i := strings.Index(cause, aria2BadStatus); i >= 0 {
		s, w := leadingInt(cause[i+len(aria2BadStatus):])
		if w == 3 && n == 21 {
			if k, why := ftpReplyKind(s); k != unk {
				return Result{Kind: k, Reason: "aria2 errorCode 21 (FTP command failed): ftp: reply " + itoa(s) + ": " + why}, true
			}
		} else if w == 3 && s >= 400 && s <= 599 {
			sub := *c
			sub.text, sub.body = cause, cause
			if r, ok := statusQuoted(&sub, s, "aria2 errorCode "+itoa(n)+" quoting HTTP "); ok {
				return r, true
			}
		}
		return Result{}, false
	}
	switch n {
	case 11, 12, 13:
		return Result{Kind: conflict, Reason: "aria2 errorCode " + itoa(n) + ": the output file, or the same download, is already there"}, true
	case 18:
		if strings.Contains(cause, "cause: File exists") {
			return Result{Kind: premise, Reason: "aria2 errorCode 18: a file that is not a directory holds the download directory's path"}, true
		}
	}
	return Result{}, false
}

// aria2Exit reads aria2's code when no words decided, by the manual's
// Exit Status table: the code is the class of the failure. 1 (unknown),
// 6, 17 and 19 are left to the cause's words; 22 and 21 are read by their
// quoted status above. A Download Results table whose downloads are in
// progress (INPR) and none in error is exit 7, "unfinished downloads"
// when aria2 was stopped: the files are partial and resumable.
func aria2Exit(c *ctx) (Result, bool) {
	n, _, ok := aria2Code(c)
	if !ok {
		if strings.Contains(c.text, "|INPR|") && strings.Contains(c.text, "|stat|") && !strings.Contains(c.text, "|ERR |") {
			return Result{Kind: ambiguous, Reason: "aria2 exit 7: downloads left unfinished (INPR) when aria2 stopped: partial files, resumable"}, true
		}
		return Result{}, false
	}
	// A cause aria2 files as 1 (unknown) under a command's line with a
	// code of its own ("errorCode=28 We encountered a problem while
	// processing the option", then "errorCode=1 Bad number abc") is
	// classed by that outer code.
	if n == 1 {
		if i := strings.Index(c.text, "errorCode="); i >= 0 {
			if v, w := leadingInt(c.text[i+len("errorCode="):]); w > 0 && w <= 2 {
				n = v
			}
		}
	}
	why := "aria2 errorCode " + itoa(n) + ": "
	switch n {
	case 2, 5, 29:
		return Result{Kind: transient, Timeout: n == 2, Reason: why + "a timeout, a too-slow transfer or an overloaded server: retry later"}, true
	case 3, 4:
		return Result{Kind: premise, Reason: why + "the resource was not found"}, true
	case 8, 9, 10, 14, 15, 16, 32:
		return Result{Kind: premise, Reason: why + "the server cannot resume, the disk or the file is not as assumed, or the checksum differs"}, true
	case 23:
		return Result{Kind: premise, Reason: why + "too many redirects: the URL leads to no file"}, true
	case 24:
		return Result{Kind: denied, Reason: why + "HTTP authorization failed"}, true
	case 20, 25, 26, 27, 28, 30:
		return Result{Kind: invalid, Reason: why + "a bad option, Metalink, torrent, magnet URI or JSON-RPC request: repair the input"}, true
	}
	return Result{}, false
}

// aria2RPCError reads aria2's JSON-RPC refusals, all sent as code 1
// (src/RpcMethodImpl.cc), by their fixed sentences: a method name it
// does not serve ("No such method: aria2.addUrl"), a parameter of the
// wrong type ("The parameter at 0 has wrong type.") or a missing one
// ("URI is not provided."), the call's; a download that is not in the
// state the call needs ("GID#x cannot be paused now", "cannot be
// unpaused now"), the plan's belief about the download.
func aria2RPCError(c *ctx) (Result, bool) {
	if !strings.Contains(c.body, `"code":1,`) {
		return Result{}, false
	}
	m := jsonString(c.body, "message")
	switch {
	case strings.HasPrefix(m, "No such method: "):
		return Result{Kind: invalid, Reason: "aria2 JSON-RPC: no such method: the method name is wrong"}, true
	case strings.HasPrefix(m, "The parameter at ") && strings.HasSuffix(m, " has wrong type."),
		strings.HasSuffix(m, " is not provided."):
		return Result{Kind: invalid, Reason: "aria2 JSON-RPC: a parameter is missing or of the wrong type"}, true
	case strings.HasPrefix(m, "GID#") && strings.Contains(m, " cannot be ") && strings.HasSuffix(m, " now"):
		return Result{Kind: premise, Reason: "aria2 JSON-RPC: the download is not in the state the call needs"}, true
	}
	return Result{}, false
}
