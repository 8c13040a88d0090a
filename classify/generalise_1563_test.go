package classify

import "testing"

// First run at c435f648: 18/24 overall, 9/14 tricky.
// Tolerated: i1563-eaddrinuse: premise vs conflict (EADDRINUSE ruling, sets 105, 824, 916 and docs/taxonomy.md: "another process holds the port; the step created nothing"): my label assumed the holder is the agent's own earlier server, which the text cannot show.
// Tolerated: i1563-gunzip-eof: premise vs ambiguous (set 40 archive ruling, toolwords.go toolShapes: zlib's "unexpected end of file" is a truncated input and a retry reads the same bytes): my label read the bytes as a cut download; the text names no source.
func TestIndependentCases1563(t *testing.T) {
	runIndependent(t, "testdata/independent1563.jsonl", true, "i1563-eaddrinuse", "i1563-gunzip-eof")
}

// TestGeneralise1563NodeLoader: Node's module loader refusing a specifier
// or file type as written, where the package or file is there
// (nodejs.org/api/errors.html ERR_PACKAGE_PATH_NOT_EXPORTED,
// ERR_PACKAGE_IMPORT_NOT_DEFINED, ERR_UNKNOWN_FILE_EXTENSION,
// ERR_UNSUPPORTED_DIR_IMPORT, ERR_REQUIRE_ESM; esbuild's "is not exported
// by package"): the import must change, invalid. A module that is absent
// stays premise.
func TestGeneralise1563NodeLoader(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"not exported cjs", "exec", 1, "1", "exit status 1: Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './dist/internal' is not defined by \"exports\" in /app/node_modules/uuid/package.json", invalid},
		{"not exported esm, no code", "", 0, "", "Error: Package subpath './package.json' is not defined by \"exports\" in /srv/node_modules/nanoid/package.json imported from /srv/index.mjs", invalid},
		{"esbuild not exported", "exec", 1, "1", "✘ [ERROR] Could not resolve \"expkg/lib/util\"\n\n    src/a.js:1:17:\n\n  The path \"./lib/util\" is not exported by package \"expkg\":", invalid},
		{"imports map", "exec", 1, "1", "exit status 1: TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier \"#db\" is not defined in package /app/package.json imported from /app/src/x.mjs", invalid},
		{"ts no loader", "exec", 1, "1", "exit status 1: TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".tsx\" for /repo/src/App.tsx", invalid},
		{"ts no loader, no code", "", 0, "", "TypeError: Unknown file extension \".ts\" for /work/scripts/seed.ts", invalid},
		{"dir import", "exec", 1, "1", "exit status 1: Error [ERR_UNSUPPORTED_DIR_IMPORT]: Directory import '/app/src/lib' is not supported resolving ES modules imported from /app/src/index.js", invalid},
		{"require esm", "exec", 1, "1", "exit status 1: Error [ERR_REQUIRE_ESM]: require() of ES Module /app/node_modules/node-fetch/src/index.js from /app/x.js not supported.", invalid},
		{"near miss: module absent", "exec", 1, "1", "exit status 1: Error: Cannot find module './helpers'\nRequire stack:\n- /app/x.js", premise},
		{"near miss: package absent", "exec", 1, "1", "exit status 1: Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod' imported from /app/x.mjs", premise},
	})
}

// TestGeneralise1563SpawnSyncENOBUFS: Node's spawnSync/execSync raise
// ENOBUFS when the child's output passes the call's own maxBuffer
// (child_process.md: "If exceeded, the child process is terminated"), as
// exec's "stdout maxBuffer length exceeded": invalid. A socket's kernel
// ENOBUFS ("No buffer space available") stays transient.
func TestGeneralise1563SpawnSyncENOBUFS(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"execSync sh", "exec", 1, "1", "exit status 1: Error: spawnSync /bin/sh ENOBUFS\n  errno: -105,\n  code: 'ENOBUFS',\n  syscall: 'spawnSync /bin/sh'", invalid},
		{"execFileSync git", "", 0, "", "Error: spawnSync git ENOBUFS", invalid},
		{"exec async", "exec", 1, "1", "exit status 1: RangeError [ERR_CHILD_PROCESS_STDIO_MAXBUFFER]: stderr maxBuffer length exceeded", invalid},
		{"near miss: kernel socket buffers", "go", 0, "", "write udp 10.0.0.2:5000->10.0.0.9:514: sendto: no buffer space available", transient},
		{"near miss: spawnSync timeout", "exec", 1, "1", "exit status 1: Error: spawnSync /bin/sh ETIMEDOUT", transient},
	})
}

// TestGeneralise1563V8ParseCutExit: set 1179's JSON.parse cut short, where
// the tool keeps Node's "Node.js vX" footer but not the frames, and where
// an exec tool's status is the exit code (not an HTTP status): ambiguous.
func TestGeneralise1563V8ParseCutExit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"exit 1, footer", "exec", 1, "1", "exit status 1: <anonymous_script>:1\n{\"items\":[\n\nSyntaxError: Unexpected end of JSON input\n\nNode.js v22.3.0", ambiguous},
		{"exit 1, frame", "exec", 1, "1", "exit status 1: SyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)", ambiguous},
		{"near miss: body parser 400", "http", 400, "", "SyntaxError: Unexpected end of JSON input\n\nNode.js v20.20.2", invalid},
		{"near miss: .json file", "exec", 1, "1", "exit status 1: SyntaxError: /app/cfg.json: Unexpected end of JSON input\n\nNode.js v20.20.2", premise},
		{"near miss: malformed", "exec", 1, "1", "exit status 1: SyntaxError: Unexpected token } in JSON at position 12\n\nNode.js v20.20.2", invalid},
	})
}
