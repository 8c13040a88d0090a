package classify

// appServerWords: Python application servers' own words as a shell tool
// sees them starting, reloading and serving an app (set 1719, captured
// live: gunicorn 20.1.0, uWSGI 2.0.21 with the python3 plugin, uvicorn
// 0.17.6, Flask 3.1.3's CLI). Each phrase is printed by one code path
// whose cause is fixed:
//   - the app to load, named wrong in the command: gunicorn's
//     util.import_app "Failed to find attribute 'app' in 'x'." (the module
//     imported, the variable is not there), its worker-class loader
//     "Error: class uri 'x' invalid or not found" (a -k the install does
//     not know, though its traceback says "not found"), uvicorn's
//     importer.py "Error loading ASGI app. Could not import module "x"."
//     (printed only when the module named is itself missing; an import
//     failing inside it prints the traceback) and "Attribute "x" not found
//     in module", Flask's cli.py locate_app "Could not import 'x'." (the
//     same test; "While importing 'x', an ImportError was raised" is the
//     app's own dependency, left to ModuleNotFoundError's premise):
//     invalid, repair the APP argument;
//   - gunicorn's sock.py EADDRINUSE log "Connection in use: ('h', p)"
//     (retried five times, then "Can't connect to"): premise, as the
//     taxonomy's EADDRINUSE row;
//   - gunicorn's arbiter "Already running on PID N (or pid file 'f' is
//     stale)": a master already runs under that pid file, conflict (carry
//     the running PID forward);
//   - uWSGI's "HARAKIRI ON WORKER": a request outran --harakiri and the
//     worker is killed and respawned, transient, as gunicorn's WORKER
//     TIMEOUT;
//   - uWSGI's "no python application found, check your startup logs for
//     errors" (every request of a uWSGI that loaded no app, dynamic mode):
//     premise, the app is not served until the startup error is fixed.
//
// All lower-case; one pass of the wording matcher (wording.go unseenWords).
var appServerWords = []pattern{
	{text: "failed to find attribute '", kind: invalid, reason: "gunicorn: the module imported but has no such app variable: fix the APP_MODULE argument"},
	{text: "error: class uri '", kind: invalid, reason: "gunicorn: the worker class (-k) names no known worker: fix the argument"},
	{text: "error loading asgi app. could not import module", kind: invalid, reason: "uvicorn: the module named in APP does not exist: fix the import string"},
	{text: "error loading asgi app. attribute \"", kind: invalid, reason: "uvicorn: the module has no such attribute: fix the import string"},
	// Flask's CLI (click) prints its usage lines first, so its error begins
	// a line; Django REST framework's "ImportError: Could not import '...'"
	// is a module not installed and keeps that reading (the review after
	// set 1737).
	{text: "\nerror: could not import '", kind: invalid, reason: "flask: the module named by --app does not exist: fix --app"},
	{text: "] connection in use: ", kind: premise, reason: "gunicorn: EADDRINUSE, another process holds the address"},
	{text: "(or pid file '", kind: conflict, reason: "gunicorn: a master already runs under that pid file: carry the running PID forward"},
	{text: "*** harakiri on worker", kind: transient, reason: "uWSGI: the request outran --harakiri; the worker is killed and respawned"},
	{text: "no python application found, check your startup logs", kind: premise, reason: "uWSGI: no app was loaded at startup; requests fail until the startup error is fixed"},
}
