package classify

import "strings"

// proxyAdminText reads the admin tools of two reverse proxies (set 1693),
// whose replies carry no status a chain could read: an exit status of 1 or
// 2, or a bare line from a stats socket.
//
//   - varnishadm relays varnishd's CLI status as "Command failed with error
//     code N" (Varnish's cli.h: 100 syntax, 101 unknown request, 102
//     unimplemented, 104 too few, 105 too many parameters, 106 bad
//     parameter, 107 authentication, 300 cannot do that now). The code
//     decides where it tells the class (10x: the call is wrong); under 106
//     and 300 the line above it decides, since both also carry the state
//     of the instance: "No VCL named x known" and "No VCL name matches x"
//     (no such VCL loaded) premise, "Already a VCL named x" conflict,
//     "Cannot discard active VCL program x" premise; any other 106 is a
//     bad argument (a ban field, a parameter's range), invalid.
//   - varnishadm's "Rejected N" is its refusal at the CLI's challenge (a
//     wrong -S secret): denied. "Could not get hold of varnishd, is it
//     running?" is a -n working directory with no instance: premise.
//   - "Message from VCC-compiler:" is the VCL compiler: a position in the
//     VCL ("('file' Line N Pos M)") is an error in the VCL, invalid, even
//     behind varnishd -C's cleanup noise "Could not delete ...: No such
//     file or directory"; "Cannot read file 'x'" is a VCL file that is not
//     there, premise.
//   - haproxy -c's "[ALERT] ... unable to find required default_backend:",
//     "use_backend:" or "server 'x' for tracking": the checked file names
//     a section it does not define, invalid (the file is the call's input).
//   - the HAProxy runtime API's own replies (management.html 9.3):
//     "Require 'backend/server'.", "<field> string empty or preceded by
//     garbage" and "'server' expects <name> and <addr>" are arguments of
//     the wrong shape, invalid; "Backend must use a dynamic load balancing
//     to support dynamic servers." and "Only servers in maintenance mode
//     can be deleted." are the target's configuration or state, which a
//     prior step must change: premise.
func proxyAdminText(c *ctx) (Result, bool) {
	t := c.text
	if strings.Contains(t, "Message from VCC-compiler:") {
		if strings.Contains(t, "Cannot read file '") {
			return verdict(premise, "Varnish VCC: the VCL file to compile is not there: replan (write or find it)")
		}
		if strings.Contains(t, " Line ") && strings.Contains(t, " Pos ") {
			return verdict(invalid, "Varnish VCC: the VCL has an error at a position (Line N Pos M): repair the VCL")
		}
		return Result{}, false
	}
	if i := strings.Index(t, "Command failed with error code "); i >= 0 {
		return varnishCLIStatus(t[:i], t[i+len("Command failed with error code "):])
	}
	if strings.HasPrefix(t, "Rejected ") && len(t) >= 12 && isDigits(t[9:12]) && (len(t) == 12 || t[12] == '\n') {
		return verdict(denied, "varnishadm: the CLI rejected the -S secret's challenge answer: the credential is wrong")
	}
	if strings.Contains(t, "Could not get hold of varnishd, is it running?") {
		return verdict(premise, "varnishadm: no varnishd runs under that -n working directory: replan (start it or find its -n)")
	}
	if strings.Contains(t, "[ALERT]") && strings.Contains(t, ": unable to find required ") {
		return verdict(invalid, "haproxy config check: the file refers to a backend or server it does not define: repair the file")
	}
	// Every runtime reply read here names a server or garbage.
	if c.status == 0 && len(t) < 160 && (strings.Contains(t, "erver") || strings.Contains(t, " garbage")) {
		return pickPhrase(t, haproxyRuntimePhrases)
	}
	return Result{}, false
}

// varnishCLIStatus reads varnishadm's "Command failed with error code N"
// (head is the text above it, rest starts at N).
func varnishCLIStatus(head, rest string) (Result, bool) {
	// varnishadm ends the line with the status; "Command failed with
	// error code 101: cargo test" is another tool's wording.
	if len(rest) < 3 || !isDigits(rest[:3]) || len(rest) > 3 && rest[3] != '\n' && rest[3] != '\r' {
		return Result{}, false
	}
	switch rest[:3] {
	case "100", "101", "102", "104", "105":
		return verdict(invalid, "varnishadm: the CLI refused the request's syntax, name or parameter count (cli.h 10x): fix the command")
	case "107":
		return verdict(denied, "varnishadm: the CLI requires authentication (cli.h 107)")
	case "106":
		switch {
		case strings.Contains(head, "No VCL named ") || strings.Contains(head, "No VCL name matches "):
			return verdict(premise, "varnishadm: no VCL of that name is loaded: replan (vcl.load it first)")
		case strings.Contains(head, "Already a VCL named "):
			return verdict(conflict, "varnishadm: a VCL of that name is already loaded: carry it forward")
		}
		return verdict(invalid, "varnishadm: a parameter of the command is wrong (cli.h 106)")
	case "300":
		if strings.Contains(head, "Cannot discard active VCL") {
			return verdict(premise, "varnishadm: the VCL to discard is the active one: activate another first")
		}
	}
	return Result{}, false
}

// haproxyRuntimePhrases: the HAProxy runtime API's replies (src/server.c,
// management.html 9.3) that no generic wording reads.
var haproxyRuntimePhrases = []virtPhrase{
	{all: []string{"Require 'backend/server'."}, kind: invalid, why: "HAProxy runtime API: the server must be named as backend/server"},
	{all: []string{" string empty or preceded by garbage"}, kind: invalid, why: "HAProxy runtime API: the value is not a number"},
	{all: []string{"'server' expects <name> and <addr>"}, kind: invalid, why: "HAProxy runtime API: add server needs a name and an address"},
	{all: []string{"Backend must use a dynamic load balancing to support dynamic servers."}, kind: premise, why: "HAProxy runtime API: the backend's balance algorithm takes no dynamic servers: change the configuration or use another backend"},
	{all: []string{"Only servers in maintenance mode can be deleted."}, kind: premise, why: "HAProxy runtime API: the server is not in maintenance: set it to maint (and drain) first"},
}

// varnishSynthRefusal reads Varnish's synthetic page (builtin vcl_synth:
// "<h1>Error N reason</h1>" above "Guru Meditation:") whose reason is
// "Not allowed.", the refusal Varnish's documentation gives the purge and
// ban guards (users-guide/purging.html: "if (!client.ip ~ purge) {
// return(synth(405,"Not allowed.")); }", 403 in the ban example): the
// client is outside the ACL, denied, whatever the 405 says about methods.
// A 405 page with any other reason ("Method Not Allowed") keeps the
// status's reading.
func varnishSynthRefusal(s int, t string) (Result, bool) {
	if (s != 405 && s != 403) || !strings.Contains(t, "Guru Meditation:") {
		return Result{}, false
	}
	if strings.Contains(t, "<h1>Error 405 Not allowed.</h1>") || strings.Contains(t, "<h1>Error 403 Not allowed.</h1>") {
		return verdict(denied, "http "+itoa(s)+", Varnish: the VCL's ACL guard refused this client (synth \"Not allowed.\", purging.html)")
	}
	return Result{}, false
}
