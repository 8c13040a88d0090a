package classify

import "testing"

// Tolerated: i1693-hap-404-return-no-route: invalid vs premise (ruling): the no-route 404 rows (sets 547, 1267, 1689: a gateway's 404 for a URL no route matches is the call's URL, invalid) read HAProxy's "no route for this host" the same way; the set read it as a host the proxy does not serve (premise).
// First run at fa23ada0: 19/34 overall, 4/15 tricky.
func TestIndependentCases1693(t *testing.T) {
	runIndependent(t, "testdata/independent1693.jsonl", true, "i1693-hap-404-return-no-route")
}

// Class: varnishadm's relayed CLI status, "Command failed with error code
// N" (Varnish cli.h; reference/varnish-cli.html), Varnish 7.1.1 live: 10x
// are a wrong command, 106 and 300 are read by the line above the code
// (a VCL not loaded, premise; a VCL name taken, conflict; the active VCL,
// premise; else a bad argument, invalid), and "Rejected N" is the CLI's
// refusal of the -S secret, denied. Near misses: a 106 whose text is a
// parameter's range stays invalid, not premise; "Connection failed ...
// Connection refused" and a pg "Rejected" word inside text are not read.
func TestGeneralise1693VarnishCLI(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unknown request", "exec", 1, "1", "Unknown request.\nType 'help' for more info.\n\nCommand failed with error code 101\nexit status 1", invalid},
		{"too few", "exec", 1, "1", "Too few parameters\n\nCommand failed with error code 104\nexit status 1", invalid},
		{"too many", "exec", 1, "1", "Too many parameters\n\nCommand failed with error code 105\nexit status 1", invalid},
		{"ban bad operator", "exec", 1, "1", "expected conditional (==, !=, ~ or !~) got \"~~\"\nCommand failed with error code 106\nexit status 1", invalid},
		{"vcl.state wrong value", "exec", 1, "1", "State must be one of auto, cold or warm.\nCommand failed with error code 106\nexit status 1", invalid},
		{"param under its minimum", "exec", 1, "1", "Must be at least 100 (thread_pool_min)\n\n(attempting to set param 'thread_pool_max' to '2')\nCommand failed with error code 106\nexit status 1", invalid},
		{"vcl.label to a missing vcl", "exec", 1, "1", "No VCL named nope known\n\nCommand failed with error code 106\nexit status 1", premise},
		{"vcl.discard of a missing vcl", "exec", 1, "1", "No VCL name matches nope\n\nCommand failed with error code 106\nexit status 1", premise},
		{"vcl.load name taken", "", 0, "", "Already a VCL named live2\nCommand failed with error code 106", conflict},
		{"discard the active vcl", "exec", 1, "1", "Cannot discard active VCL program live2\n\nCommand failed with error code 300\nexit status 1", premise},
		{"auth rejected", "exec", 2, "2", "Rejected 500\nexit status 2", denied},
		{"auth rejected 107", "", 0, "", "Rejected 107\n", denied},
		{"no instance", "exec", 2, "2", ".....\nCould not get hold of varnishd, is it running?\nexit status 2", premise},
		{"near miss: refused admin port", "exec", 2, "2", "Connection failed (127.0.0.1:39309): Connection refused\nexit status 2", transient},
	})
}

// Class: the VCL compiler's "Message from VCC-compiler:" (varnishd -C, or
// vcl.load through varnishadm), Varnish 7.1.1 live: an error at a VCL
// position is the VCL's, invalid, also behind varnishd -C's cleanup line
// "Could not delete ...: No such file or directory"; near miss: "Cannot
// read file 'x' (No such file or directory)" is a missing VCL file,
// premise.
func TestGeneralise1693VCLCompiler(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"undefined backend", "exec", 1, "1", "Message from VCC-compiler:\nUndefined backend origin, first reference:\n('/etc/varnish/x.vcl' Line 4 Pos 26)\n  set req.backend_hint = origin;\n-------------------------######-\n\nRunning VCC-compiler failed, exited with 2\nVCL compilation failed\nCommand failed with error code 106\nexit status 1", invalid},
		{"missing semicolon", "exec", 1, "1", "Message from VCC-compiler:\nExpected ';' got '}'\n(program line 186), at\n('/etc/varnish/x.vcl' Line 5 Pos 1)\n}\n#\n\nRunning VCC-compiler failed, exited with 2\nVCL compilation failed\nCommand failed with error code 106\nexit status 1", invalid},
		{"unknown property behind cleanup noise", "exec", 2, "2", "Could not delete 'vcl_boot.1796653952.171686/vgc.sym': No such file or directory\nMessage from VCC-compiler:\nUnknown property 'frob' for type HTTP\n('/etc/varnish/x.vcl' Line 5 Pos 31)\n    set req.http.x-user = req.frob;\n------------------------------####-\n\nRunning VCC-compiler failed, exited with 2\nVCL compilation failed\nexit status 2", invalid},
		{"version missing", "exec", 2, "2", "Message from VCC-compiler:\nVCL version declaration missing\nUpdate your VCL to Version 4 syntax, and add\n\tvcl 4.1;\non the first line of the VCL files.\n('/etc/varnish/x.vcl' Line 1 Pos 1)\nbackend default { .host = \"127.0.0.1\"; }\n#######-------\n\nRunning VCC-compiler failed, exited with 2\nVCL compilation failed\nexit status 2", invalid},
		{"near miss: vcl file missing", "exec", 1, "1", "Message from VCC-compiler:\nCannot read file '/etc/varnish/missing.vcl' (No such file or directory)\nRunning VCC-compiler failed, exited with 2\nVCL compilation failed\nCommand failed with error code 106\nexit status 1", premise},
	})
}

// Class: haproxy -c's alert for a reference the checked file does not
// define (HAProxy 2.6.12 live: default_backend, use_backend, a tracked
// server): the file is the call's input, invalid. Near miss: a missing
// configuration file stays premise.
func TestGeneralise1693HAProxyConfigRef(t *testing.T) {
	const pre = "[NOTICE]   (1343) : haproxy version is 2.6.12-1+deb12u3\n[NOTICE]   (1343) : path to executable is /usr/sbin/haproxy\n"
	runWordingCases(t, []wordingCase{
		{"default_backend", "exec", 1, "1", pre + "[ALERT]    (1343) : config : Proxy 'fe': unable to find required default_backend: 'be_nope'.\n[ALERT]    (1343) : config : Fatal errors found in configuration.\nexit status 1", invalid},
		{"use_backend", "exec", 1, "1", pre + "[ALERT]    (15336) : config : Proxy 'fe': unable to find required use_backend: 'be_x'.\n[ALERT]    (15336) : config : Fatal errors found in configuration.\nexit status 1", invalid},
		{"tracked server", "exec", 1, "1", pre + "[ALERT]    (15336) : config : [bad5.cfg:11] : 'server be_a/s1' : unable to find required server 's9' for tracking.\n[ALERT]    (15336) : config : Fatal errors found in configuration.\nexit status 1", invalid},
		{"near miss: config file missing", "exec", 1, "1", pre + "[ALERT]    (1352) : config : Cannot open configuration file/directory /etc/haproxy/nope.cfg : No such file or directory\nexit status 1", premise},
	})
}

// Class: the HAProxy runtime API's own replies over the stats socket
// (management.html 9.3; HAProxy 2.6.12 live): an argument of the wrong
// shape is invalid; the target backend's balance algorithm or the
// server's state, which a prior step must change, premise. Near misses:
// "No such backend." stays premise, "Already exists a server ..." stays
// conflict, "Permission denied" stays denied.
func TestGeneralise1693HAProxyRuntime(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"require backend/server", "", 0, "", "Require 'backend/server'.", invalid},
		{"weight garbage", "", 0, "", "Empty weight string empty or preceded by garbage", invalid},
		{"maxconn garbage", "", 0, "", "maxconn string empty or preceded by garbage", invalid},
		{"add server without addr", "", 0, "", "'server' expects <name> and <addr>[:<port>] as arguments.", invalid},
		{"static backend", "", 0, "", "Backend must use a dynamic load balancing to support dynamic servers.", premise},
		{"delete a live server", "", 0, "", "Only servers in maintenance mode can be deleted.", premise},
		{"near miss: no such backend", "", 0, "", "No such backend.", premise},
		{"near miss: server exists", "", 0, "", "Already exists a server with the same name in backend.", conflict},
		{"near miss: permission", "", 0, "", "Permission denied", denied},
	})
}

// Class: Varnish's synthetic page whose reason is "Not allowed.", the
// purge and ban ACL guard of Varnish's own docs (users-guide/purging.html),
// Varnish 7.1.1 live: denied under 405 or 403. Near misses: a 405 page
// "Method Not Allowed" stays invalid; a 503 "Backend fetch failed" page
// stays transient.
func TestGeneralise1693VarnishACLGuard(t *testing.T) {
	page := func(s, r string) string {
		return "<!DOCTYPE html>\n<html>\n  <head>\n    <title>" + s + " " + r + "</title>\n  </head>\n  <body>\n    <h1>Error " + s + " " + r + "</h1>\n    <p>" + r + "</p>\n    <h3>Guru Meditation:</h3>\n    <p>XID: 32771</p>\n    <hr>\n    <p>Varnish cache server</p>\n  </body>\n</html>\n"
	}
	runWordingCases(t, []wordingCase{
		{"purge guard 405", "http", 405, "", page("405", "Not allowed."), denied},
		{"ban guard 403", "http", 403, "", page("403", "Not allowed."), denied},
		{"near miss: method not allowed", "http", 405, "", page("405", "Method Not Allowed"), invalid},
		{"near miss: backend fetch failed", "http", 503, "", page("503", "Backend fetch failed"), transient},
	})
}
