package classify

import "strings"

// Failures of the text a program is configured with, and of the control
// commands that signal a daemon, as a configuration checker or a control
// script words them (set 52: nginx -t, nginx -s reload, captured live).

// declaredTwiceWords: a configuration or declaration that names one thing
// twice. The duplicate lies inside the file the caller wrote, so the fix is
// an edit of that file: invalid, as PostgreSQL's "specified more than once"
// (vocabularyWords). "Duplicate" and "already defined" read as a conflict
// with the world, but nothing was created: the checker refused the whole
// file. Read only together with a position in a configuration file
// (configPosition), so a row's "duplicate key value" or an API's "already
// exists" keeps its own kind.
var declaredTwiceWords = []string{
	"duplicate ",        // nginx: duplicate location "/api/", a duplicate default server, duplicate upstream; Terraform: Duplicate resource
	"already defined",   // go-yaml v3: mapping key "image" already defined at line 9; BurntSushi/toml
	"already declared",  // Terraform: was already declared at main.tf:3
	"has the same name", // HAProxy: backend 'api' has the same name as backend 'api' declared at
	"defined more than once",
	"declared more than once",
	"found multiple",            // Prometheus: found multiple scrape configs with job name "node"
	"repeated in the same file", // Prometheus rulefmt (promtool check rules, set 1349): groupname: "x" is repeated in the same file
	"ambiguous site definition", // Caddy's Caddyfile adapter: two site blocks for one address
}

// configExts are the endings of configuration files whose checkers cite a
// position ("nginx.conf:12", "[haproxy.cfg:31]", "main.tf line 12",
// "prometheus.yml: found ..."); a SQL migration file (.sql) is not among
// them: its errors are the database's and its preset reads them.
var configExts = []string{".conf", ".cfg", ".yml", ".yaml", ".toml", ".tf", ".hcl", ".ini", ".cnf", "caddyfile"}

// configPosition reports whether text cites a configuration file: a name
// with one of configExts followed by ':' (a line or the message) or by
// " line ", or a YAML or TOML decoder's own "yaml: " / "toml: " prefix with
// "line N".
func configPosition(text string) bool {
	for _, ext := range configExts {
		for i := range foldMatches(text, ext) {
			rest := text[i+len(ext):]
			if len(rest) > 0 && (rest[0] == ':' || rest[0] == ']') || hasPrefixFold(rest, " line ") {
				return true
			}
		}
	}
	return hasAny(text, "yaml: ", "toml: ") && hasWord(text, "line")
}

// daemonGoneWords: a control command that signals a running daemon through
// its pid file (nginx -s, apachectl / httpd -k, pg_ctl) and finds none: the
// pid file is empty, missing or names no process. The command is right;
// the belief that the daemon runs is false: premise (start it, then go on).
// "Invalid" here is said of the file's content, not of the command.
var daemonGoneWords = []string{
	"invalid pid number",        // nginx src/core/ngx_cycle.c ngx_signal_process: invalid PID number "" in "/run/nginx.pid"
	"(no pid file) not running", // Apache httpd server/mpm_common.c ap_signal_server
	"?) not running",            // Apache httpd: httpd (pid 4242?) not running (a stale pid file)
	"is server running?",        // PostgreSQL pg_ctl.c: PID file "..." does not exist / Is server running?
	// nginx ngx_signal_process with no pid file at all (set 67):
	// open() "/run/nginx.pid" failed (2: No such file or directory).
	`.pid" failed (2: no such file or directory)`,
}

// daemonSignalGone reports a control command's signal that met no process
// (ESRCH): nginx's ngx_os_signal_process logs `kill(PID, SIGNO) failed (3:
// No such process)` when the pid file names a master that has gone (a
// stale file after a crash or a reboot), and pg_ctl says "could not send
// stop signal (PID: N): No such process". The pid file is stale, so the
// daemon is not running (set 1442, captured live). SIGTERM (15) and SIGQUIT
// (3) are nginx's -s stop and -s quit; a stop signal, as pg_ctl's "stop
// signal", reports a stop, whose end state already holds.
func daemonSignalGone(text string) (found, stop bool) {
	if !hasFold(text, "no such process") {
		return false, false
	}
	if i := strings.Index(text, "kill("); i >= 0 {
		rest := text[i+len("kill("):]
		if _, w := leadingInt(rest); w > 0 && strings.HasPrefix(rest[w:], ", ") {
			sig, n := leadingInt(rest[w+2:])
			if n > 0 && strings.HasPrefix(rest[w+2+n:], ") failed (3: ") {
				return true, sig == 15 || sig == 3
			}
		}
	}
	if i := indexFold(text, "could not send "); i >= 0 && hasFold(text[i:], " signal (pid: ") {
		return true, hasPrefixFold(text[i+len("could not send "):], "stop signal")
	}
	return false, false
}

// stopWords name a control command whose goal is the daemon's end: found
// not running, its end state already holds (conflict, as endstate.go's
// "process already finished").
var stopWords = []string{"-s stop", "-s quit", "-k stop", "-k graceful-stop", "pg_ctl stop", "apachectl stop"}

// confWorldWords state a fact about the host in an nginx [emerg] line: a
// file, an address, a user or a module that is not there or not nginx's to
// use. Such a line is the world's, and the errno and name readers decide it.
var confWorldWords = []string{
	"no such file or directory", "permission denied", "address already in use", "cannot assign requested address",
	"host not found", "read-only file system", "no space left", "getpwnam(", "getgrnam(", "requires ngx_", "dlopen(",
}

// nginxConfRefused reports an nginx configuration that nginx itself refused
// to load (nginx -t, a start, a reload): an [emerg] line, which
// ngx_conf_file.c ngx_conf_log_error ends with " in FILE:LINE" for every
// parse error (an unknown directive, a directive not allowed here or given
// twice, a wrong number of arguments, an invalid value, an unexpected "}" or
// end of file), or -t's own "configuration file ... test failed". The text
// of the file is what must change: invalid, whatever word the line uses
// ("unexpected end of file" is no network EOF, "is already bound to key" no
// conflict). A line that states the host's facts (confWorldWords) is left to
// the errno and name readers.
func nginxConfRefused(text string) bool {
	if !hasFold(text, "[emerg] ") || hasAny(text, confWorldWords...) {
		return false
	}
	return hasFold(text, " test failed") || configPosition(text) || nginxConfLine(text) || nginxConfUnplaced(text)
}

// nginxConfUnplaced finds the [emerg] lines nginx logs after the parse,
// without " in FILE:LINE", about what the configuration says: a variable
// the file uses and nothing defines (ngx_http_variables.c
// ngx_http_variables_init_vars: "unknown \"%V\" variable") and a names hash
// the file's names do not fit (ngx_hash.c ngx_hash_init: "could not build
// %s, you should increase ..."). Set 63.
func nginxConfUnplaced(text string) bool {
	return (hasFold(text, "unknown \"") && hasFold(text, "\" variable")) ||
		(hasFold(text, "could not build ") && hasFold(text, "you should increase"))
}

// nginxConfLine finds ngx_conf_log_error's " in /path/file:N" tail for a
// configuration file without a known ending (sites-enabled/default:12).
func nginxConfLine(text string) bool {
	for i := range exactMatches(text, " in /") {
		j := i + len(" in /")
		k := j
		for k < len(text) && text[k] != ' ' && text[k] != '\n' && text[k] != '"' {
			k++
		}
		if c := strings.LastIndexByte(text[j:k], ':'); c >= 0 {
			if _, w := leadingInt(text[j+c+1 : k]); w > 0 && j+c+1+w == k {
				return true
			}
		}
	}
	return false
}

// otherConfRefused is nginxConfRefused in other servers' words (set 111,
// where nginx -s reload met "unknown directive"): a configuration file the
// server's own parser refused for what the file says, so no reload or
// restart takes it until it is edited: HAProxy's cfgparse "[ALERT] ...
// parsing [FILE:LINE] : unknown keyword 'x' in 'frontend' section" and its
// summary "Error(s) found in configuration file", Redis's config.c "***
// FATAL CONFIG FILE ERROR ***" with ">>> 'line'" and "Bad directive or wrong
// number of arguments", OpenSSH's servconf.c and readconf.c "line N: Bad
// configuration option: X", and go-yaml's strict decoding of a server's
// YAML (Prometheus, Alertmanager) "field X not found in type T", which the
// words "not found" would read as a missing thing. A line that states a
// fact about the host (confWorldWords; HAProxy's "could not resolve
// address") stays with the errno and name readers. Prometheus's config
// loader (config.LoadFile, so promtool check config and a start or reload)
// wraps every refusal of what the file says in "parsing YAML file FILE:"
// (set 1349: "scrape timeout greater than scrape interval for scrape config
// with job name", "is not a valid hostname"), whose words ("timeout") would
// otherwise read as the world's.
func otherConfRefused(text string) bool {
	if hasAny(text, confWorldWords...) || hasFold(text, "could not resolve") {
		return false
	}
	switch {
	case hasFold(text, "[alert]") && (hasFold(text, "error(s) found in configuration file") || (hasFold(text, "parsing [") && configPosition(text))):
		return true
	case hasFold(text, "bad directive or wrong number of arguments"), hasFold(text, "fatal config file error") && hasFold(text, ">>> '"):
		return true
	case hasFold(text, "bad configuration option"):
		return true
	case strings.Contains(text, "dnsmasq: ") && dnsmasqOptionRefused(text):
		return true
	case hasFold(text, "field ") && hasFold(text, " not found in type "):
		return true
	case hasFold(text, "parsing yaml file ") && configPosition(text):
		return true
	}
	return false
}

// reloadRefusedMark opens the body a Prometheus or Alertmanager
// /-/reload answers with a 500 when the new configuration does not load
// (prometheus web/web.go, alertmanager cmd/alertmanager main.go: "failed
// to reload config: %s"); the server keeps its old configuration.
const reloadRefusedMark = "failed to reload config: "

// httpdRunningMark ends the line Apache httpd's ap_signal_server prints
// for -k start when its pid file names a live server, "httpd (pid 31186)
// already running" (server/mpm_common.c, exit status 0; set 1703, httpd
// 2.4.71 captured live): the server the step was to start is up, conflict
// (skip, carry the pid), as set 595's "domain is already running".
const httpdRunningMark = ") already running"

// configText reads the classes above.
func configText(text string) (Result, bool) {
	if i := strings.Index(text, httpdRunningMark); i > 0 {
		if j := strings.LastIndex(text[:i], "(pid "); j >= 0 && isDigits(text[j+len("(pid "):i]) {
			return verdict(conflict, "the server a start command was to start is already running under its pid file (httpd -k start): skip, carry its pid")
		}
	}
	for _, w := range daemonGoneWords {
		if hasFold(text, w) {
			if hasAny(text, stopWords...) {
				return verdict(conflict, "the daemon a stop command was to end is not running (its pid file is empty, missing or stale): the end state holds")
			}
			return verdict(premise, "the daemon the control command signals is not running (its pid file is empty, missing or stale): start it first")
		}
	}
	if found, stop := daemonSignalGone(text); found {
		if stop || hasAny(text, stopWords...) {
			return verdict(conflict, "the daemon a stop command was to end is not running (its pid file is empty, missing or stale): the end state holds")
		}
		return verdict(premise, "the daemon the control command signals is not running (its pid file is empty, missing or stale): start it first")
	}
	// nginx resolves the names in its configuration when it loads it
	// (ngx_parse_url, ngx_inet_resolve_host): `host not found in upstream
	// "api.internal:8080"`, `host not found in "db:5432" of the "listen"
	// directive`, `host not found in resolver "dns.local"`, each an [emerg]
	// that stops a test, start or reload. The file's words are right; the
	// name does not resolve on this host (no record yet, a service not
	// created): the host's DNS, premise, as HAProxy's "could not resolve
	// address" below (set 1442, captured live). A malformed host ("invalid
	// host in upstream") is the file's and stays invalid.
	if hasFold(text, "[emerg] ") && hasFold(text, "host not found in ") {
		return verdict(premise, "nginx's configuration names a host that does not resolve on this host (host not found in upstream/listen/resolver): DNS or the name must change")
	}
	// The user or group directive names an account this host lacks
	// (ngx_core_module user; getpwnam(3) found none): the host's fact,
	// premise, as os/user's "unknown user".
	if hasFold(text, "[emerg] ") && hasAny(text, "getpwnam(", "getgrnam(") && hasFold(text, ") failed") {
		return verdict(premise, "the user or group nginx is to run as does not exist on this host (getpwnam/getgrnam)")
	}
	if nginxConfRefused(text) {
		return verdict(invalid, "nginx refused its configuration file ([emerg] at FILE:LINE): edit the file")
	}
	// HAProxy's cfgparse names a server whose address does not resolve
	// ("'server app1' : could not resolve address 'app1'"): the host's
	// DNS, premise, as nginx's "host not found in upstream".
	if hasFold(text, "[alert]") && hasFold(text, "could not resolve address") {
		return verdict(premise, "the configuration names a server whose address does not resolve (HAProxy): the name or DNS must change")
	}
	if otherConfRefused(text) {
		return verdict(invalid, "the server refused its configuration file (an unknown keyword, directive or field, or wrong arguments): edit the file")
	}
	// BIND's isccfg (named-checkconf, named) cites the earlier definition
	// itself, whatever the file's ending (named.conf.local): "named.conf:2:
	// zone 'a.test': already exists previous definition: named.conf:1"
	// (set 1661, captured live).
	if hasFold(text, "already exists previous definition: ") {
		return verdict(invalid, "the configuration defines one zone, key or view twice (BIND named-checkconf): edit the file")
	}
	for _, w := range declaredTwiceWords {
		if hasFold(text, w) && configPosition(text) {
			return verdict(invalid, "the configuration names one thing twice (a location, a default server, a key, a resource): edit the file")
		}
	}
	return Result{}, false
}
