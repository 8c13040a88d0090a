package classify

import "testing"

// First run at 0017c9c0: 19/34 overall, 10/20 tricky.
func TestIndependentCases1586(t *testing.T) {
	runIndependent(t, "testdata/independent1586.jsonl", true)
}

// TestGeneralise1586Aria2QuotedStatus: aria2 files an HTTP status it did
// not expect under errorCode 22 ("bad HTTP response header"), 29 for a 502
// or 503, and an FTP reply under 21 ("FTP command failed"), each with the
// fixed sentence "The response status is not successful. status=N"
// (src/message.h EX_BAD_STATUS). The quoted status is the server's answer
// and decides as an HTTP status or an FTP reply (RFC 959) does, in the
// console's exception lines and in a JSON-RPC tellStatus result's
// errorMessage (captured live from aria2 1.36.0; aria2c(1) Exit Status).
func TestGeneralise1586Aria2QuotedStatus(t *testing.T) {
	const head = "Exception: [AbstractCommand.cc:351] errorCode=22 URI=http://mirror.example/pkg.tar\n  -> [HttpSkipResponseCommand.cc:239] errorCode=22 The response status is not successful. status="
	const ftp = "Exception: [AbstractCommand.cc:351] errorCode=21 URI=ftp://files.example/pub/a.iso\n  -> [FtpNegotiationCommand.cc:197] errorCode=21 The response status is not successful. status="
	runWordingCases(t, []wordingCase{
		{"http 504 under 22", "exec", 22, "22", head + "504\nexit status 22", transient},
		{"http 403 under 22", "exec", 22, "22", head + "403\nexit status 22", denied},
		{"http 410 under 22", "exec", 22, "22", head + "410\nexit status 22", premise},
		{"http 502 under 29", "exec", 29, "29", "Exception: [AbstractCommand.cc:351] errorCode=29 URI=http://m/a\n  -> [HttpSkipResponseCommand.cc:231] errorCode=29 The response status is not successful. status=502\nexit status 29", transient},
		{"ftp 530 not logged in", "exec", 21, "21", ftp + "530\nexit status 21", denied},
		{"ftp 421 service not available", "exec", 21, "21", ftp + "421\nexit status 21", transient},
		{"ftp 552 storage", "exec", 21, "21", ftp + "552\nexit status 21", premise},
		{"rpc result 403", "jsonrpc", 200, "", `{"id":"q","jsonrpc":"2.0","result":{"errorCode":"22","errorMessage":"The response status is not successful. status=403","gid":"0123456789abcdef","status":"error"}}`, denied},
		{"rpc result ftp 530", "jsonrpc", 200, "", `{"id":"q","jsonrpc":"2.0","result":{"errorCode":"21","errorMessage":"The response status is not successful. status=530","gid":"0123456789abcdef","status":"error"}}`, denied},
		// Near misses: aria2's other codes keep their own readings.
		{"404 is errorCode 3", "exec", 3, "3", "Exception: [AbstractCommand.cc:351] errorCode=3 URI=http://m/a\n  -> [HttpSkipResponseCommand.cc:218] errorCode=3 Resource not found\nexit status 3", premise},
		{"refused is errorCode 1", "exec", 1, "1", "Exception: [AbstractCommand.cc:856] errorCode=1 Failed to establish connection, cause: Connection refused\nexit status 1", transient},
		{"401 is errorCode 24", "exec", 24, "24", "Exception: [AbstractCommand.cc:351] errorCode=24 URI=http://m/a\n  -> [HttpSkipResponseCommand.cc:215] errorCode=24 Authorization failed.\nexit status 24", denied},
	})
}

// TestGeneralise1586Aria2Code: aria2's error code is the class of the
// failure (aria2c(1) Exit Status) where the cause's words mislead: 13
// (file already existed) says "a control file(*.aria2) does not exist" of
// an output file that is there, conflict, as 11 and 12 (the same file or
// info hash already downloading); 18 with EEXIST is a non-directory in the
// download directory's path (aria2's mkdirs passes an existing directory),
// premise; a bad option whose cause aria2 files as 1 is 28's, invalid; an
// interrupted run's Download Results with INPR rows and no ERR row is exit
// 7, partial files, ambiguous. Near misses keep the cause's words: 18 for
// a permission, 28 for an option naming a missing file, Go's own mkdir
// EEXIST.
func TestGeneralise1586Aria2Code(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"13 file existed", "exec", 13, "13", "Exception: [AbstractCommand.cc:403] errorCode=13 URI=https://m/x.iso\n  -> [RequestGroup.cc:783] errorCode=13 File /data/x.iso exists, but a control file(*.aria2) does not exist. Download was canceled in order to prevent your file from being truncated to 0. If you are sure to download the file all over again, then delete it or add --allow-overwrite=true option and restart aria2.\nexit status 13", conflict},
		{"11 same file", "exec", 11, "11", "Exception: [AbstractCommand.cc:403] errorCode=11 URI=https://m/x.iso\n  -> [RequestGroup.cc:611] errorCode=11 File /data/x.iso is being downloaded by other command.\nexit status 11", conflict},
		{"12 same info hash", "exec", 12, "12", "Exception: [download_helper.cc:280] errorCode=12 InfoHash 248d0a1cd08284299de78d5c1ed359bb46717d8c is already registered.\nexit status 12", conflict},
		{"18 path is a file", "exec", 18, "18", "Exception: [AbstractCommand.cc:351] errorCode=18 URI=http://m/a\n  -> [util.cc:1948] errNum=17 errorCode=18 Failed to make the directory /srv/dl/2024/a, cause: File exists\nexit status 18", premise},
		{"28 bad number", "exec", 28, "28", "Exception: [AbstractOptionHandler.cc:69] errorCode=28 We encountered a problem while processing the option '--split'.\n  -> [OptionHandlerImpl.cc:159] errorCode=1 Bad number x4\nexit status 28", invalid},
		{"28 out of range", "exec", 28, "28", "Exception: [AbstractOptionHandler.cc:69] errorCode=28 We encountered a problem while processing the option '--max-connection-per-server'.\n  -> [OptionHandlerImpl.cc:181] errorCode=1 max-connection-per-server must be between 1 and 16.\nexit status 28", invalid},
		{"INPR after SIGTERM", "exec", 7, "7", "Download Results:\ngid   |stat|avg speed  |path/URI\n2f1a9c|INPR|   1.2MiB/s|/data/big.iso\n(INPR):download in-progress.\nexit status 7", ambiguous},
		// Near misses.
		{"18 permission", "exec", 18, "18", "Exception: [AbstractCommand.cc:351] errorCode=18 URI=http://m/a\n  -> [util.cc:1948] errNum=13 errorCode=18 Failed to make the directory /srv/dl/a, cause: Permission denied\nexit status 18", denied},
		{"28 missing metalink", "exec", 28, "28", "Exception: [AbstractOptionHandler.cc:69] errorCode=28 We encountered a problem while processing the option '--metalink-file'.\n  -> [OptionHandlerImpl.cc:556] errorCode=1 Could not get file status: No such file or directory\nexit status 28", premise},
		{"go mkdir eexist", "go", 0, "", "mkdir /srv/dl/a: file exists", conflict},
		{"results with ERR", "exec", 3, "3", "Exception: [AbstractCommand.cc:351] errorCode=3 URI=http://m/b\n  -> [HttpSkipResponseCommand.cc:218] errorCode=3 Resource not found\nDownload Results:\ngid   |stat|avg speed  |path/URI\n2f1a9c|INPR|   1.2MiB/s|/data/a\n3a2b1c|ERR |       0B/s|http://m/b\nexit status 3", premise},
	})
}

// TestGeneralise1586Aria2RPC: aria2 sends every JSON-RPC refusal as code
// 1 (src/RpcMethodImpl.cc), so its fixed sentences decide: a method it
// does not serve and a parameter of the wrong type or missing are the
// call's (invalid); "GID#x cannot be paused now" and its siblings are a
// download not in the state the call needs (premise). Near misses keep
// their readings: an unknown GID (premise), a wrong token (denied), a
// malformed GID (invalid).
func TestGeneralise1586Aria2RPC(t *testing.T) {
	rpc := func(m string) string { return `{"id":"7","jsonrpc":"2.0","error":{"code":1,"message":"` + m + `"}}` }
	runWordingCases(t, []wordingCase{
		{"no such method", "jsonrpc", 400, "1", rpc("No such method: aria2.tellStatuss"), invalid},
		{"wrong type at 2", "jsonrpc", 400, "1", rpc("The parameter at 2 has wrong type."), invalid},
		{"cannot be paused", "jsonrpc", 400, "1", rpc("GID#2089b05ecca3d829 cannot be paused now"), premise},
		{"cannot be removed", "jsonrpc", 400, "1", rpc("GID#2089b05ecca3d829 cannot be removed now"), premise},
		{"gid not found", "jsonrpc", 400, "1", rpc("GID 2089b05ecca3d829 is not found"), premise},
		{"unauthorized", "jsonrpc", 400, "1", rpc("Unauthorized"), denied},
		{"invalid gid", "jsonrpc", 400, "1", rpc("Invalid GID 12"), invalid},
	})
}

// TestGeneralise1586GnuTLSTrust: GnuTLS's verification status as aria2
// words it ("`not signed by known authorities or invalid' `issuer is not
// known'", src/LibgnutlsTLSSession.cc) and as gnutls-cli prints it ("The
// certificate issuer is unknown.") is the untrusted chain OpenSSL and Go
// report in their words: configuration, premise, not a wrong argument.
func TestGeneralise1586GnuTLSTrust(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aria2 invalid", "exec", 1, "1", "Exception: [AbstractCommand.cc:351] errorCode=1 URI=https://m/a\n  -> [SocketCore.cc:1018] errorCode=1 SSL/TLS handshake failure:  `not signed by known authorities or invalid'\nexit status 1", premise},
		{"aria2 issuer", "exec", 1, "1", "SSL/TLS handshake failure:  `issuer is not known'", premise},
		{"gnutls-cli", "exec", 1, "1", "- Status: The certificate is NOT trusted. The certificate issuer is unknown. \n*** PKI verification of server certificate failed...\n*** Fatal error: Error in the certificate.", premise},
		// Near miss: the wrong scheme is the call's.
		{"https to http port", "exec", 1, "1", "Exception: [AbstractCommand.cc:351] errorCode=1 URI=https://m:80/a\n  -> [SocketCore.cc:1018] errorCode=1 SSL/TLS handshake failure: An unexpected TLS packet was received.\nexit status 1", invalid},
	})
}
