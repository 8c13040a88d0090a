package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 48e14d9f: 23/34 overall, 7/14 tricky.
// Tolerated: i1719-gunicorn-bind-invalid-host: unknown vs invalid (one-off): gunicorn prints only "Can't connect to (addr)" for every bind error but EADDRINUSE/EADDRNOTAVAIL (EACCES reads the same), so the text cannot prove a bad address.
// Tolerated: i1719-requests-json-decode-on-200: invalid vs ambiguous (ruling): the taxonomy reads Python json's bare "Expecting value: line 1 column 1 (char 0)" as invalid (lead, sets 650 and 902); the bare text does not say it came from a 200 body.
func TestIndependentCases1719(t *testing.T) {
	runIndependent(t, "testdata/independent1719.jsonl", true, "i1719-gunicorn-bind-invalid-host", "i1719-requests-json-decode-on-200")
}

// The app an application server was told to load, named wrong in the
// command (set 1719, live gunicorn 20.1.0, uvicorn 0.17.6, Flask 3.1.3):
// gunicorn's "Failed to find attribute" and "class uri ... invalid or not
// found", uvicorn's "Could not import module" and "Attribute ... not found
// in module", Flask's "Could not import 'x'.": invalid (appserver.go
// appServerWords). Near misses: the same servers when the module exists
// but a dependency of it is not installed (ModuleNotFoundError, Flask's
// "While importing") stay premise; uvicorn's import-string format stays
// invalid.
func TestGeneralise1719AppImportString(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gunicorn attr", "exec", 4, "4", "[2026-12-07 16:57:10 +0000] [23868] [INFO] Booting worker with pid: 23868\nFailed to find attribute 'application' in 'myproj.wsgi'.\n[2026-12-07 16:57:10 +0000] [23867] [INFO] Reason: App failed to load.\nexit status 4", invalid},
		{"gunicorn attr bare", "", 0, "", "Failed to find attribute 'app' in 'main'.", invalid},
		{"gunicorn class uri", "exec", 1, "1", "\nError: class uri 'uvicorn.workers.UvicornWorkerX' invalid or not found: \n\n[Traceback (most recent call last):\n  File \"/usr/lib/python3/dist-packages/gunicorn/util.py\", line 99, in load_class\n    mod = importlib.import_module('.'.join(components))\nModuleNotFoundError: No module named 'uvicorn.workers.UvicornWorkerX'\n]\n\nexit status 1", invalid},
		{"gunicorn class uri entry point", "exec", 1, "1", "\nError: class uri 'geventx' invalid or not found: \n\n[Traceback (most recent call last):\nImportError: Entry point ('gunicorn.workers', 'geventx') not found\n]\n\nexit status 1", invalid},
		{"uvicorn module", "exec", 1, "1", "ERROR:    Error loading ASGI app. Could not import module \"main\".\nexit status 1", invalid},
		{"uvicorn dotted module", "", 0, "", "ERROR:    Error loading ASGI app. Could not import module \"app.server\".", invalid},
		{"uvicorn attribute", "exec", 1, "1", "ERROR:    Error loading ASGI app. Attribute \"api\" not found in module \"main\".\nexit status 1", invalid},
		{"flask could not import", "exec", 2, "2", "Usage: flask run [OPTIONS]\nTry 'flask run --help' for help.\n\nError: Could not import 'hello'.\nexit status 2", invalid},
		{"near: flask dependency missing", "exec", 2, "2", "Usage: flask run [OPTIONS]\nTry 'flask run --help' for help.\n\nError: While importing 'badimport', an ImportError was raised:\n\nTraceback (most recent call last):\n  File \"/tmp/app/badimport.py\", line 1, in <module>\n    import nosuchmodule_xyz\nModuleNotFoundError: No module named 'nosuchmodule_xyz'\nexit status 2", premise},
		{"near: uvicorn dependency missing", "exec", 1, "1", "  File \"/tmp/w1719/apps/badimport.py\", line 1, in <module>\n    import nosuchmodule_xyz\nModuleNotFoundError: No module named 'nosuchmodule_xyz'\nexit status 1", premise},
		{"near: uvicorn import string format", "exec", 1, "1", "ERROR:    Error loading ASGI app. Import string \"main\" must be in format \"<module>:<attribute>\".\nexit status 1", invalid},
	})
}

// gunicorn's sock.py EADDRINUSE log, "Connection in use: ('h', p)" or a
// unix socket path, retried five times (set 1719, live gunicorn 20.1.0):
// premise, as the taxonomy's EADDRINUSE row (appserver.go appServerWords).
// Near miss: the last line "Can't connect to" alone, which gunicorn prints
// for every bind error (EACCES and bad addresses too), stays unknown.
func TestGeneralise1719GunicornConnectionInUse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ipv4", "exec", 1, "1", "[2026-12-07 16:57:06 +0000] [23750] [ERROR] Connection in use: ('127.0.0.1', 8000)\n[2026-12-07 16:57:06 +0000] [23750] [ERROR] Retrying in 1 second.\n[2026-12-07 16:57:08 +0000] [23750] [ERROR] Can't connect to ('127.0.0.1', 8000)\nexit status 1", premise},
		{"all interfaces", "", 0, "", "[2024-03-01 10:00:00 +0000] [1] [ERROR] Connection in use: ('0.0.0.0', 8000)", premise},
		{"ipv6", "", 0, "", "[2024-03-01 10:00:00 +0000] [1] [ERROR] Connection in use: ('::', 80)", premise},
		{"near: can't connect alone", "exec", 1, "1", "[2026-12-07 16:57:23 +0000] [24162] [ERROR] Retrying in 1 second.\n[2026-12-07 16:57:24 +0000] [24162] [ERROR] Can't connect to ('10.9.9.9', 8000)\nexit status 1", rung.KindUnknown},
	})
}

// gunicorn's arbiter refusing a second master under a pid file whose pid
// lives, "Already running on PID N (or pid file 'f' is stale)" (set 1719,
// live gunicorn 20.1.0, arbiter.py): conflict, the server this step was to
// start already runs (appserver.go appServerWords). Near miss: a config
// file that does not exist stays premise.
func TestGeneralise1719GunicornPidFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pid file", "exec", 1, "1", "[2026-12-07 16:59:28 +0000] [30816] [INFO] Starting gunicorn 20.1.0\n\nError: Already running on PID 25525 (or pid file '/run/gunicorn.pid' is stale)\n\nexit status 1", conflict},
		{"bare", "", 0, "", "Error: Already running on PID 812 (or pid file '/tmp/app.pid' is stale)", conflict},
		{"near: config missing", "exec", 1, "1", "\nError: '/etc/gunicorn/app.conf.py' doesn't exist\nexit status 1", premise},
	})
}

// uWSGI's log lines about a worker and its app (set 1719, live uWSGI
// 2.0.21): "*** HARAKIRI ON WORKER n (pid: p, try: t) ***" (a request ran
// past --harakiri; the master kills and respawns the worker) transient;
// "--- no python application found, check your startup logs for errors
// ---" (no app loaded, every request fails) premise (appserver.go
// appServerWords). Near miss: the startup warning that merely names
// harakiri is no harakiri.
func TestGeneralise1719UwsgiWorkerLog(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"harakiri", "", 0, "", "Mon Dec  7 16:58:47 2026 - *** HARAKIRI ON WORKER 1 (pid: 29344, try: 1) ***\nDAMN ! worker 1 (pid: 29344) died, killed by signal 9 :( trying respawn ...", transient},
		{"harakiri second try", "", 0, "", "Tue Jan  9 10:00:00 2024 - *** HARAKIRI ON WORKER 3 (pid: 4411, try: 2) ***", transient},
		{"no python app", "", 0, "", "--- no python application found, check your startup logs for errors ---", premise},
		{"near: harakiri warning", "", 0, "", " *** WARNING: you have enabled harakiri without post buffering. Slow upload could be rejected on post-unbuffered webservers *** ", rung.KindUnknown},
	})
}
