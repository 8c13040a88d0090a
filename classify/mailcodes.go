package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// smtpEnhanced reads an SMTP reply that carries an RFC 3463 enhanced status
// code ("550 5.1.1 ...", "534-5.7.9 ...", and the reply as Python's smtplib
// prints it, "(452, b'4.3.1 ...')"). Every MTA that sends one (Postfix,
// Exim, Exchange Online, Gmail, Yahoo) puts the reason in the subject and
// detail, while the three-digit reply says only "try later" or "fail":
// 552 is also "message too big" (5.3.4), 553 also "sender not yours"
// (5.7.1), a 4xx also "split the recipients" (4.5.3). The enhanced code
// decides (set 718). The class digit must match the reply's first digit, as
// RFC 3463 section 2 requires, so version strings and dates do not match.
func smtpEnhanced(t string) (Result, bool) {
	for i := 0; i+8 <= len(t); i++ {
		c := t[i]
		if (c != '4' && c != '5') || (i > 0 && (isDigitByte(t[i-1]) || t[i-1] == '.')) {
			continue
		}
		if !isDigitByte(t[i+1]) || !isDigitByte(t[i+2]) {
			continue
		}
		rest := t[i+3:]
		switch {
		case strings.HasPrefix(rest, " \""):
			// Go's net/textproto quotes the reply text since
			// Error() became "%03d %q": `554 "5.7.1 ..."` (set 1376).
			rest = rest[2:]
		case strings.HasPrefix(rest, " "), strings.HasPrefix(rest, "-"):
			rest = rest[1:]
		case strings.HasPrefix(rest, ", b'"), strings.HasPrefix(rest, ", b\""):
			rest = rest[4:]
		default:
			continue
		}
		if len(rest) < 5 || rest[0] != c || rest[1] != '.' {
			continue
		}
		subj, sw := leadingInt(rest[2:])
		if sw == 0 || sw > 3 || len(rest) < 2+sw+2 || rest[2+sw] != '.' {
			continue
		}
		det, dw := leadingInt(rest[3+sw:])
		if dw == 0 || dw > 3 {
			continue
		}
		// RFC 3463 puts a space after the code; a quote or a line end
		// closes it in a client's print. "5.1.1-rc2" is a version.
		if end := 3 + sw + dw; end < len(rest) && !strings.ContainsRune(" ;\n'\"", rune(rest[end])) {
			continue
		}
		k, what := enhancedKind(c == '4', subj, det)
		// RFC 3207's "530 5.7.0 Must issue a STARTTLS command first"
		// (Gmail, Postfix, Exim): no authority is refused, the client sent
		// the command before STARTTLS; the call sequence is repaired, as
		// IMAP's PRIVACYREQUIRED below (set 1281).
		// The same holds for a 4.7.x that demands TLS (Gmail's "421 4.7.0
		// TLS required for RCPT domain, closing connection"): a retry in
		// clear is refused again; only a session over TLS passes (set 1460).
		if (k == denied || k == transient) && subj == 7 && tlsDemanded(rest) {
			k, what = invalid, "the command needs TLS first: issue STARTTLS and send it again"
		}
		// A 4.5.x whose text names a protocol violation (Gmail's "454
		// 4.5.0 SMTP protocol violation, no commands allowed to pipeline
		// after STARTTLS, see RFC 3207"): the client broke the protocol
		// and the same session breaks it again; repair the client's
		// command sequence, as a 5.5.x (set 1460).
		if k == transient && subj == 5 && hasFold(rest, "protocol violation") {
			k, what = invalid, "the client violated the SMTP protocol: repair the command sequence"
		}
		// A 4xx whose text says the deferral is permanent (Yahoo's "421
		// 4.7.1 [TS03] All messages from x.x.x.x permanently deferred",
		// which Yahoo's help says not to resend until the sending practices
		// change): the words overrule the class digit, and the subject and
		// detail decide as in a 5xx (set 1460).
		// Postfix's "454 4.7.1 <x@y>: Relay access denied": the 4xx is
		// only defer_unauth_destination's safety net (postconf(5)
		// smtpd_relay_restrictions); the client has no right to relay and
		// a retry is refused again, as a 5.7.1 relay refusal (set 1739).
		if k == transient && subj == 7 && relayRefused(rest) {
			k, what = denied, "the server does not relay for this client (the 4xx is a safety net): authenticate or use its submission service"
		}
		if k == transient && permanentRefusal(rest) {
			if pk, pw := enhancedKind(false, subj, det); pk != unk {
				k, what = pk, "the 4xx reply says the refusal is permanent: "+pw
			}
		}
		// Postfix's "535 5.7.8 Error: authentication failed: Invalid
		// authentication mechanism": the credentials were never judged,
		// the client chose a mechanism the server does not offer; pick
		// an advertised one (set 1376).
		if k == denied && subj == 7 && hasFold(rest, "authentication mechanism") && hasAny(rest, "nvalid", "nsupported", "ot supported", "ot available") {
			k, what = invalid, "the authentication mechanism is not one the server offers: choose an advertised one"
		}
		// A 5.5.x command reply whose words say the server does not offer
		// the command on this listener (Postfix's "503 5.5.1 Error:
		// authentication not enabled" with smtpd_sasl_auth_enable=no,
		// "502 5.5.1 VRFY command is disabled" with disable_vrfy_command,
		// "502 5.5.1 Error: ETRN not enabled"?): nothing in the call is
		// wrong and no argument repairs it; the service the plan assumed
		// is not there, as net/smtp's "server doesn't support AUTH" (set
		// 50) and swaks's "Host did not advertise authentication" (set
		// 1528). "need MAIL command" and "command not recognized" stay
		// invalid.
		if k == invalid && subj == 5 && commandNotOffered(rest) {
			k, what = premise, "the server does not offer this command on this listener: use another service or step"
		}
		// A 5.5.x that says the session already holds what the command
		// sets up (RFC 4954 4: "After a successful AUTH command completes,
		// a server MUST reject any further AUTH commands with a 503
		// reply", Postfix "503 5.5.1 Error: already authenticated";
		// RFC 3207's second STARTTLS, Postfix "554 5.5.1 Error: TLS
		// already active"): the state exists, skip the step (set 1528).
		if k == invalid && subj == 5 && (hasFold(rest, "already authenticated") || hasFold(rest, "tls already active")) {
			k, what = conflict, "the session already holds this state (authenticated, or TLS active): skip the step"
		}
		// RFC 3463's X.1.0 "other address status" with words that the
		// address is an unknown user (Postfix's reject_unlisted_sender and
		// reject_unlisted_recipient: "550 5.1.0 <x>: Sender address
		// rejected: User unknown in local recipient table", "... in
		// virtual mailbox table", "... in relay recipient table"): the
		// mailbox does not exist, as X.1.1 (set 1528).
		if k == unk && c == '5' && subj == 1 && det == 0 && unknownUserWords(rest) {
			k, what = premise, "the address is not a known user: the mailbox does not exist"
		}
		// A 4.x.x whose text names a configured maximum message size
		// (Dovecot LMTP's "451 4.2.0 <rcpt> Mail size is larger than the
		// maximum size allowed by server configuration"): the same
		// message can never pass; shrink it, as X.3.4 (set 1376).
		if k == transient && hasFold(rest, "larger than the maximum size") {
			k, what = invalid, "the message is larger than the server's configured maximum size: shrink it"
		}
		if k == unk {
			return Result{}, false
		}
		code := string(c) + "." + itoa(subj) + "." + itoa(det)
		return Result{Kind: k, Code: code, Reason: "SMTP enhanced status " + code + ": " + what}, true
	}
	return Result{}, false
}

// tlsDemanded reports a reply text that asks for TLS before the command
// (RFC 3207's "Must issue a STARTTLS command first", Gmail's "TLS required
// for RCPT domain", "Encryption required for requested authentication
// mechanism"). "TLS not available" (the server's own TLS is broken) is not
// a demand.
func tlsDemanded(t string) bool {
	return hasFold(t, "issue a starttls command first") || hasFold(t, "tls required") ||
		hasFold(t, "requires tls") || hasFold(t, "must use tls") || hasFold(t, "encryption required")
}

// commandNotOffered reports a command reply whose words say the server
// has the command switched off ("authentication not enabled", "VRFY command
// is disabled", "command disabled").
func commandNotOffered(t string) bool {
	return hasFold(t, "not enabled") || hasFold(t, "is disabled") || hasFold(t, "command disabled")
}

// unknownUserWords reports an address reply that names an unknown user
// ("User unknown in local recipient table", "unknown user", "no such
// user").
func unknownUserWords(t string) bool {
	return hasFold(t, "user unknown") || hasFold(t, "unknown user") || hasFold(t, "no such user")
}

// netSMTPClientError reads Go net/smtp's own fixed errors, which carry no
// reply code (go/src/net/smtp/auth.go, smtp.go): PlainAuth's "unencrypted
// connection" (it refuses to send the password before StartTLS unless the
// host is localhost) and "wrong host name" (its host argument differs from
// the name the Client was made with) are the call's own arguments or
// order, invalid; so is "smtp: Hello called after other methods". The
// bare PlainAuth words are read only where the caller names the protocol
// smtp, since they carry no marker of their source (set 1376 tolerated
// them under go); the prefixed one anywhere (set 1528).
func netSMTPClientError(proto, t string) (Result, bool) {
	if strings.Contains(t, "smtp: Hello called after other methods") {
		return Result{Kind: invalid, Reason: "net/smtp: Hello must be the first call on a Client: repair the call order"}, true
	}
	if proto != "smtp" {
		return Result{}, false
	}
	t = strings.TrimSpace(t)
	for _, w := range [...]string{"unencrypted connection", "wrong host name"} {
		if t == w || strings.HasSuffix(t, ": "+w) {
			return Result{Kind: invalid, Reason: "net/smtp PlainAuth: " + w + ": call StartTLS first, or pass the host the Client was made with"}, true
		}
	}
	return Result{}, false
}

// permanentRefusal reports a temporary reply whose words call the refusal
// permanent ("permanently deferred", "permanently rejected", "permanently
// blocked"); "temporarily deferred" is not.
func permanentRefusal(t string) bool {
	i := indexFold(t, "permanently ")
	if i < 0 {
		return false
	}
	r := t[i+len("permanently "):]
	return hasPrefixFold(r, "deferred") || hasPrefixFold(r, "rejected") || hasPrefixFold(r, "blocked") || hasPrefixFold(r, "refused")
}

// enhancedKind maps RFC 3463's subject.detail to a kind. A persistent
// transient (4.x.x) reply is retried later unchanged, except where the
// detail says the same envelope can never pass (too many recipients) or the
// recipient's quota is spent (mailbox full: the recipient must make room).
func enhancedKind(temp bool, subj, det int) (rung.Kind, string) {
	switch {
	case subj == 2 && det == 2:
		return premise, "mailbox full: the recipient's quota is spent"
	case subj == 5 && det == 3:
		return invalid, "too many recipients: send the rest in another transaction"
	case temp:
		return transient, "persistent transient failure: the same message may pass later"
	}
	switch subj {
	case 1:
		switch det {
		case 1, 2, 6, 10:
			return premise, "the destination mailbox or domain does not exist"
		case 3, 7:
			return invalid, "the address is syntactically wrong"
		}
	case 2:
		switch det {
		case 1, 4:
			return premise, "the mailbox is disabled or the list cannot be expanded"
		case 3:
			return invalid, "the message is longer than the administrative limit"
		}
	case 3:
		if det == 4 {
			return invalid, "the message is too big for the system"
		}
	case 4:
		switch det {
		case 1: // Exchange Online's Directory-Based Edge Blocking (550 5.4.1)
			return premise, "the recipient is not in the receiving directory"
		case 4:
			return premise, "no route to the destination domain"
		case 5: // Gmail's 550 5.4.5 "Daily user sending limit exceeded" (set 1281)
			return premise, "the sender's sending limit for the day is spent"
		}
	case 5:
		if det >= 1 && det <= 4 {
			return invalid, "the command or its arguments are wrong"
		}
	case 6:
		return invalid, "the message's content or encoding cannot be accepted"
	case 7:
		return denied, "security or policy refuses the sender, the message or the credentials"
	}
	return unk, ""
}

// imapResponseCodes are RFC 5530's (and RFC 3501's TRYCREATE) IMAP response
// codes: a tagged NO or BAD says in brackets what kind of failure it is, and
// the text after it is the server's own (Dovecot, Cyrus, Gmail, Exchange)
// and often misleading ("Temporary authentication failure" is UNAVAILABLE).
var imapResponseCodes = map[string]struct {
	kind rung.Kind
	what string
}{
	"UNAVAILABLE":          {transient, "a subsystem is down; try again later"},
	"INUSE":                {transient, "someone else holds the resource; the operation may succeed later"},
	"AUTHENTICATIONFAILED": {denied, "authentication failed"},
	"AUTHORIZATIONFAILED":  {denied, "authenticated but not authorised for the identity asked for"},
	"EXPIRED":              {denied, "the passphrase no longer grants access; get a new one"},
	"CONTACTADMIN":         {denied, "the user must contact the administrator"},
	"NOPERM":               {denied, "the access control list forbids the operation"},
	"PRIVACYREQUIRED":      {invalid, "not permitted without privacy: retry over TLS"},
	"CANNOT":               {invalid, "the operation violates a server invariant and can never succeed"},
	"LIMIT":                {invalid, "the operation ran into an implementation limit"},
	"CLIENTBUG":            {invalid, "the client's command is wrong"},
	"OVERQUOTA":            {premise, "the user is over quota"},
	"NONEXISTENT":          {premise, "the mailbox or object does not exist"},
	"TRYCREATE":            {premise, "the target mailbox does not exist"},
	"ALREADYEXISTS":        {conflict, "the mailbox already exists"},
}

// imapResponseCode reads "NO [CODE]" or "BAD [CODE]" (go-imap's
// "imap: NO [CODE] text"), or the bracket opening the server text as
// Python's imaplib prints it (b'[CODE] text').
func imapResponseCode(t string) (Result, bool) {
	i := strings.IndexByte(t, '[')
	for i >= 0 {
		j := strings.IndexByte(t[i:], ']')
		if j < 0 {
			return Result{}, false
		}
		pre := t[:i]
		if strings.HasSuffix(pre, "NO ") || strings.HasSuffix(pre, "BAD ") || strings.HasSuffix(pre, "b'") || strings.HasSuffix(pre, "b\"") {
			if e, ok := imapResponseCodes[t[i+1:i+j]]; ok {
				code := t[i+1 : i+j]
				// Dovecot's "[LIMIT] Maximum number of connections from
				// user+IP exceeded (mail_max_userip_connections=N)": a
				// concurrency cap that lifts when other sessions close,
				// not a fixed size limit (set 1376).
				if code == "LIMIT" && hasFold(t[i+j:], "number of connections") {
					return Result{Kind: transient, Code: code, Reason: "IMAP response code LIMIT: too many concurrent connections; wait for other sessions to close"}, true
				}
				// A CANNOT whose text says the feature is switched off on
				// this server (Dovecot's GETMETADATA "[CANNOT] Generic
				// mailbox attributes not enabled" with imap_metadata=no,
				// set 1544): no form of the call passes until the server
				// is configured otherwise, a dependency absent, premise;
				// CANNOT's bad names and refused renames stay invalid.
				if code == "CANNOT" && featureSwitchedOff(t[i+j:]) {
					return Result{Kind: premise, Code: code, Reason: "IMAP response code CANNOT: the server has the feature switched off; it is a dependency this server lacks"}, true
				}
				return Result{Kind: e.kind, Code: code, Reason: "IMAP response code " + code + ": " + e.what}, true
			}
		}
		k := strings.IndexByte(t[i+1:], '[')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return Result{}, false
}

// mailReply tries the SMTP enhanced status code, then the IMAP response
// code, then the mail clients' own words (curl, swaks).
func mailReply(t string) (Result, bool) {
	if r, ok := smtpEnhanced(t); ok {
		return r, true
	}
	if r, ok := imapResponseCode(t); ok {
		return r, true
	}
	if r, ok := imapPlainStatus(t); ok {
		return r, true
	}
	if r, ok := pop3NoMessage(t); ok {
		return r, true
	}
	return mailClientWords(t)
}

// mailClientWords reads curl's and swaks's own reports of a mail session
// (set 1376). curl prints only the SMTP command and the bare reply code
// ("curl: (55) RCPT failed: 450"): RFC 5321 decides a 4xx (transient), a
// 552 to MAIL FROM with curl's SIZE parameter (RFC 1870: the declared size
// passes the fixed maximum, invalid) and a 550 to RCPT TO (mailbox
// unavailable, premise, as the lead's 550 ruling); other codes stay
// unread. curl's (67) is CURLE_LOGIN_DENIED. swaks prints "*** " lines:
// no authentication type succeeded (the credentials, denied), the type
// asked for is not offered (invalid), the host advertises no AUTH
// (premise, as net/smtp's "server doesn't support AUTH").
func mailClientWords(t string) (Result, bool) {
	if i := strings.Index(t, "curl: ("); i >= 0 {
		rest := t[i+len("curl: ("):]
		if strings.HasPrefix(rest, "67) Login denied") {
			return Result{Kind: denied, Code: "67", Reason: "curl (67) CURLE_LOGIN_DENIED: the server refused the login"}, true
		}
		if strings.HasPrefix(rest, "64) STARTTLS not supported") || strings.HasPrefix(rest, "64) Requested SSL level failed") {
			// FTP's form of the same refusal under --ssl-reqd ("Requested
			// SSL level failed": AUTH TLS refused, set 1748) reads alike.
			// CURLE_USE_SSL_FAILED under --ssl-reqd: the server offers no
			// STARTTLS, as smtplib's "STARTTLS extension not supported by
			// server" (set 50): premise (set 1725).
			return Result{Kind: premise, Code: "64", Reason: "curl (64): the server offers no STARTTLS, so the required TLS session cannot be had here"}, true
		}
		// curl's TFTP codes (libcurl-errors(3)) carry the server's RFC 1350
		// error whatever text curl prints beside them (curl 7.88 prints a
		// stale "getpeername() failed with errno 107" over the TFTP
		// reason, set 1749): 68 CURLE_TFTP_NOTFOUND, the file is not there
		// (premise); 69 CURLE_TFTP_PERM, an access violation (denied); 73
		// CURLE_REMOTE_FILE_EXISTS, the upload's file is already there
		// (conflict). 71 (illegal operation) says too little and stays unread.
		if len(rest) > 3 && rest[2] == ')' {
			switch rest[:3] {
			case "68)":
				return Result{Kind: premise, Code: "68", Reason: "curl (68) CURLE_TFTP_NOTFOUND: the TFTP server has no such file"}, true
			case "69)":
				return Result{Kind: denied, Code: "69", Reason: "curl (69) CURLE_TFTP_PERM: the TFTP server refused access to the file"}, true
			case "73)":
				return Result{Kind: conflict, Code: "73", Reason: "curl (73) CURLE_REMOTE_FILE_EXISTS: the file the upload was to create is already there"}, true
			}
		}
		if !strings.HasPrefix(rest, "55) ") {
			return Result{}, false
		}
		rest = rest[4:]
		cmd := ""
		for _, c := range [...]string{"MAIL", "RCPT", "DATA", "EOD"} {
			if strings.HasPrefix(rest, c+" failed: ") {
				cmd, rest = c, rest[len(c)+len(" failed: "):]
				break
			}
		}
		n, w := leadingInt(rest)
		if cmd == "" || w != 3 {
			return Result{}, false
		}
		switch {
		case n >= 400 && n < 500:
			return Result{Kind: transient, Code: itoa(n), Reason: "curl: SMTP " + cmd + " got a 4xx reply: a temporary refusal, retry later"}, true
		case n == 530 || n == 535:
			return Result{Kind: denied, Code: itoa(n), Reason: "curl: SMTP " + cmd + " got " + itoa(n) + ": authentication required or refused (RFC 4954)"}, true
		case n == 552 && cmd == "MAIL":
			return Result{Kind: invalid, Code: "552", Reason: "curl: 552 to MAIL FROM with SIZE: the message passes the server's fixed maximum size (RFC 1870)"}, true
		case n == 550 && cmd == "RCPT":
			return Result{Kind: premise, Code: "550", Reason: "curl: 550 to RCPT TO: the mailbox is unavailable"}, true
		}
		return Result{}, false
	}
	if r, ok := clientRenderedReply(t); ok {
		return r, true
	}
	if !strings.Contains(t, "*** ") {
		return Result{}, false
	}
	switch {
	case strings.Contains(t, "*** No authentication type succeeded"):
		return Result{Kind: denied, Reason: "swaks: the server refused the credentials"}, true
	case strings.Contains(t, "*** Auth not attempted, requested type not available"):
		return Result{Kind: invalid, Reason: "swaks: the authentication type asked for is not offered: choose an advertised one"}, true
	case strings.Contains(t, "*** Host did not advertise authentication"):
		return Result{Kind: premise, Reason: "swaks: the server offers no AUTH on this port"}, true
	}
	return Result{}, false
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// smtpStatusReply reports a status that is an SMTP reply code the message
// itself carries as the server's reply (set 1447): nodemailer's "Message
// failed: 550 The from address does not match a verified Sender
// Identity", Ruby's "Net::SMTPServerBusy: 454 Throttling failure",
// smtplib's "421, b'Domain ... is not allowed to send: Please activate
// your Mailgun account.'". RFC 5321's 421 and 45x say "try later" and its
// 55x "fail", while the words say why (an unverified sender, an account
// not activated); read as HTTP they were a misdirected request and a
// server error. Only the codes a mail server sends that HTTP does not
// use the same way count (421, 450 to 454, 550 to 554; not 500 to 504,
// which both use), and a code HTTP registers (421, 450, 451) only in
// smtplib's "(421, b'...')" form or before an RFC 3463 enhanced code, so
// a "421 Misdirected Request" line keeps its HTTP reading.
func smtpStatusReply(s int, t string) bool {
	if !(s == 421 || s >= 450 && s <= 454 || s >= 550 && s <= 554) {
		return false
	}
	d0, d1, d2 := byte('0'+s/100), byte('0'+s/10%10), byte('0'+s%10)
	registered := httpStatusNumber(s)
	for i := 0; i+3 < len(t); i++ {
		if t[i] != d0 || t[i+1] != d1 || t[i+2] != d2 || i > 0 && !strings.ContainsRune(" (:[", rune(t[i-1])) {
			continue
		}
		rest := t[i+3:]
		if strings.HasPrefix(rest, ", b'") || strings.HasPrefix(rest, ", b\"") {
			return true
		}
		if rest[0] != ' ' && rest[0] != '-' {
			continue
		}
		if !registered {
			return true
		}
		// An enhanced code of the reply's class: "421 4.7.0 ...".
		if len(rest) > 3 && rest[1] == d0 && rest[2] == '.' && isDigitByte(rest[3]) {
			return true
		}
	}
	return false
}

// imapPlainStatus reads an IMAP status response that carries no RFC 5530
// response code (set 1460). A tagged BAD is RFC 3501's "command unknown or
// arguments invalid" (Exchange Online's "a7 BAD Command Argument Error.
// 11"): the call is repaired, invalid. It counts only where the line opens
// with an IMAP tag (letters and digits, at least one letter) or with BAD
// itself, as ImapFlow and go-imap ("imap: BAD ...") pass it on, and not
// before "Request" or "Gateway" (an HTTP reason phrase). A BYE or NO that
// says the user has too many connections (Dovecot's "* BYE Maximum number
// of connections from user+IP exceeded (mail_max_userip_connections=10)",
// Gmail's "Too many simultaneous connections") is a cap that lifts when
// other sessions close: transient.
func imapPlainStatus(t string) (Result, bool) {
	line := t
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = strings.TrimSuffix(line[:i], "\r")
	}
	line = strings.TrimPrefix(line, "imap: ")
	if imapExtensionUnknown(line) { // go-imap's "BAD Error in ...", imaplib's "GETACL command error: BAD [b'Error in ..."
		return Result{Kind: premise, Code: "BAD", Reason: "IMAP BAD: the server does not know an extension's command; it lacks that capability (check CAPABILITY)"}, true
	}
	word, rest := line, ""
	if i := strings.IndexByte(line, ' '); i >= 0 {
		word, rest = line[:i], line[i+1:]
	}
	if word != "BAD" && word != "NO" && word != "BYE" && imapTag(word) {
		word, rest = rest, ""
		if i := strings.IndexByte(word, ' '); i >= 0 {
			word, rest = word[:i], word[i+1:]
		}
	}
	switch word {
	case "BAD":
		if rest == "" || strings.HasPrefix(rest, "[") || hasPrefixFold(rest, "request") || hasPrefixFold(rest, "gateway") {
			return Result{}, false
		}
		return Result{Kind: invalid, Code: "BAD", Reason: "IMAP BAD: the command is unknown or its arguments are invalid (RFC 3501 7.1.5)"}, true
	case "SEARCH":
		// An empty SEARCH response followed by the tagged OK (Dovecot's
		// "* SEARCH\nc OK Search completed"): the search ran and matched
		// nothing where the next step needs a message (set 1739).
		if rest == "" && len(line) < len(t) && hasFold(t[len(line):], " OK ") {
			return Result{Kind: ambiguous, Code: "SEARCH", Reason: "IMAP SEARCH matched no message: narrow or change the criteria"}, true
		}
	case "NO", "BYE":
		// RFC 3501 6.3.4: "It is an error to attempt to delete INBOX"
		// (Dovecot's "NO INBOX can't be deleted"): no one may, the call is
		// wrong (set 1739).
		if word == "NO" && hasAny(rest, "INBOX can't be deleted", "INBOX cannot be deleted", "annot delete INBOX", "an't delete INBOX") {
			return Result{Kind: invalid, Code: word, Reason: "IMAP NO: INBOX can never be deleted (RFC 3501 6.3.4): the call is wrong"}, true
		}
		if hasFold(rest, "number of connections from user+ip exceeded") || hasFold(rest, "too many simultaneous connections") || hasFold(rest, "too many connections") {
			return Result{Kind: transient, Code: word, Reason: "IMAP " + word + ": too many concurrent connections; wait for other sessions to close"}, true
		}
	}
	return Result{}, false
}

// featureSwitchedOff reports a server's words that a feature is off by its
// configuration ("not enabled", "is disabled").
func featureSwitchedOff(t string) bool {
	return hasAny(t, "not enabled", "not been enabled", "is disabled", "are disabled", "has been disabled")
}

// imapExtensionCommands are IMAP commands that only an extension defines
// (ACL RFC 4314, METADATA 5464, QUOTA 9208, NOTIFY 5465, MOVE 6851,
// SORT and THREAD 5256, COMPRESS 4978, ENABLE 5161, ID 2971, IDLE 2177,
// NAMESPACE 2342, UNSELECT 3691, URLAUTH 4467, LANGUAGE 5255, REPLACE
// 8508). A server that calls one of them unknown lacks the extension.
var imapExtensionCommands = []string{
	"GETACL", "SETACL", "DELETEACL", "LISTRIGHTS", "MYRIGHTS",
	"GETMETADATA", "SETMETADATA", "GETQUOTA", "GETQUOTAROOT", "SETQUOTA",
	"NOTIFY", "MOVE", "UID MOVE", "SORT", "UID SORT", "THREAD", "UID THREAD",
	"COMPRESS", "ENABLE", "ID", "IDLE", "NAMESPACE", "UNSELECT",
	"GENURLAUTH", "URLFETCH", "RESETKEY", "LANGUAGE", "COMPARATOR",
	"REPLACE", "UID REPLACE", "XLIST",
}

// imapExtensionUnknown reads Dovecot's "Error in IMAP command NAME:
// Unknown command" (set 1544) for an extension's command: the server
// does not offer that extension (its CAPABILITY lacks it), so no argument
// repairs the call and the plan's reliance on it is false, premise. A
// base command called unknown (Dovecot's post-login process for a second
// LOGIN, its login process for SELECT) is a command sent in the wrong
// state and keeps BAD's invalid.
func imapExtensionUnknown(rest string) bool {
	const pre = "error in imap command "
	i := indexFold(rest, pre)
	if i < 0 {
		return false
	}
	cmd := rest[i+len(pre):]
	j := strings.IndexByte(cmd, ':')
	if j < 0 || !hasPrefixFold(cmd[j:], ": unknown command") {
		return false
	}
	cmd = cmd[:j]
	for _, c := range imapExtensionCommands {
		if strings.EqualFold(cmd, c) {
			return true
		}
	}
	return false
}

// imapTag reports an IMAP command tag or the untagged "*": letters and
// digits with at least one letter ("a7", "A0001").
func imapTag(w string) bool {
	if w == "*" {
		return true
	}
	letter := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		case isDigitByte(c):
		default:
			return false
		}
	}
	return letter
}

// smtpBasicReply reads an SMTP reply by its basic code alone (RFC 5321
// 4.2.2 and 4.2.3, RFC 4954 for AUTH), from the Code field or the
// reply's own leading digits, where the caller names SMTP and nothing
// else in the text decided: the enhanced status code, when there is one,
// is read first (smtpEnhanced). The code is never HTTP's (ldapcode.go
// replyCodeProtocol): SMTP's 503 is a bad sequence of commands. 554
// ("transaction failed") says nothing of why and stays unread.
func smtpBasicReply(c *ctx) (Result, bool) {
	switch strings.ToLower(c.proto) {
	case "smtp", "smtps", "esmtp", "lmtp":
	default:
		return Result{}, false
	}
	n, w := leadingInt(c.code)
	if w != 3 {
		n, w = leadingInt(c.message)
		if w != 3 || len(c.message) > 3 && c.message[3] != ' ' && c.message[3] != '-' {
			return Result{}, false
		}
	}
	if relayRefused(c.message) {
		return Result{Kind: denied, Reason: "smtp: the server does not relay for this client: authenticate or use its submission service"}, true
	}
	if strings.Contains(c.message, "SMTP synchronization error") {
		return Result{Kind: invalid, Reason: "smtp: the client sent commands before the server's reply (Exim smtp_enforce_sync): send one command at a time"}, true
	}
	k, why, ok := smtpReplyKind(n)
	if !ok {
		return Result{}, false
	}
	return Result{Kind: k, Reason: "smtp: reply " + itoa(n) + ": " + why}, true
}

// smtpReplyKind is RFC 5321's (and RFC 4954's) meaning of a basic reply
// code, for the codes whose meaning is fixed.
func smtpReplyKind(n int) (k rung.Kind, why string, ok bool) {
	switch n {
	case 421, 450, 451, 452, 455:
		k, why = transient, "the server cannot take the request now (RFC 5321's 4yz): send it again later"
	case 500, 501, 502, 503, 504, 553, 555:
		k, why = invalid, "the command, its arguments or their order are wrong for this server"
	case 530, 535:
		k, why = denied, "authentication is required or the credentials were refused"
	case 550, 551:
		k, why = premise, "the mailbox is unavailable (not there, or not local)"
	case 552:
		k, why = invalid, "the message exceeds the server's storage or size allocation: send less"
	default:
		return k, "", false
	}
	return k, why, true
}

// relayRefused reports an MTA's relay refusal without an enhanced code
// (set 1725): Exim's "550 relay not permitted", repeated in its 503 "All
// RCPT commands were rejected with this error" after DATA; Postfix's
// "Relay access denied" (set 1739).
func relayRefused(t string) bool {
	return strings.Contains(t, "relay not permitted") || strings.Contains(t, "Relay access denied")
}

// mailClientCode reports a Code that is the SMTP reply a mail client's
// error text renders (set 1725): smtplib's "{'a@b': (451, b'...')}". It
// is never an HTTP status (codeStatus). Go net/textproto's `NNN "text"`
// is not read: FTP clients render their replies the same way (sets 1351,
// 1541).
func mailClientCode(code, msg string) bool {
	return strings.HasPrefix(msg, "{'") && strings.Contains(msg, "': ("+code+", b'")
}

// clientRenderedReply reads an SMTP reply as a mail client hands it on
// without an enhanced code (set 1725): swaks's "<** 550 relay not
// permitted" (the marker swaks prints before a server's error reply) and
// Python smtplib's SMTPRecipientsRefused dict
// "{'a@b': (451, b'Temporary local problem ...')}". The reply code means
// what RFC 5321 says, never HTTP's 503 or 451; a relay refusal is denied.
func clientRenderedReply(t string) (Result, bool) {
	var rest string
	switch {
	case strings.Contains(t, "<** "):
		rest = t[strings.Index(t, "<** ")+4:]
	case strings.HasPrefix(t, "{'") && strings.Contains(t, "': (") && strings.Contains(t, ", b'"):
		rest = t[strings.Index(t, "': (")+4:]
	default:
		return Result{}, false
	}
	n, w := leadingInt(rest)
	if w != 3 || len(rest) > 3 && rest[3] != ' ' && rest[3] != ',' {
		return Result{}, false
	}
	if relayRefused(rest) {
		return Result{Kind: denied, Code: itoa(n), Reason: "smtp: the server does not relay for this client: authenticate or use its submission service"}, true
	}
	if strings.Contains(rest, "try later") {
		// Exim's connect ACL "drop" with a per-host limit: "550 too many
		// connections from your host, try later".
		return Result{Kind: transient, Code: itoa(n), Reason: "smtp client: the server's reply says to try later"}, true
	}
	k, why, ok := smtpReplyKind(n)
	if !ok {
		return Result{}, false
	}
	return Result{Kind: k, Code: itoa(n), Reason: "smtp client: reply " + itoa(n) + ": " + why}, true
}

// pop3NoMessage reads a POP3 "-ERR" that says the message number is not in
// the maildrop (RFC 1939's "-ERR no such message", Dovecot's "-ERR
// There's no message N.", as poplib's error_proto prints it): the message
// the step would fetch or delete is not there, premise (set 1739).
func pop3NoMessage(t string) (Result, bool) {
	i := strings.Index(t, "-ERR ")
	if i < 0 {
		return Result{}, false
	}
	rest := t[i+5:]
	if hasPrefixFold(rest, "no such message") || hasPrefixFold(rest, "there's no message") {
		return Result{Kind: premise, Code: "-ERR", Reason: "POP3 -ERR: no such message in the maildrop"}, true
	}
	return Result{}, false
}
