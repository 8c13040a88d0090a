package classify

import "testing"

// First run at fd483864: 20/24 overall, 9/12 tricky.
// Tolerated: i1404-put-missing-parent-500: transient vs premise (one-off): nginx's bare "500 Internal Server Error" page names no cause; only its error_log (rename() ENOENT, read by nginxFileErrno) tells the missing parent.
// Tolerated: i1404-autoindex-off-forbidden: premise vs denied (ruling): nginx.go and docs/taxonomy.md read "directory index of ... is forbidden" premise (sets 36 and 172; set 21 denied, tolerated).
// Tolerated: i1404-curl-22-405-mkcol: invalid vs conflict (one-off): curl's "returned error: 405" does not name the method, and only MKCOL's 405 means the collection exists (RFC 4918 9.3.1).
func TestIndependentCases1404(t *testing.T) {
	runIndependent(t, "testdata/independent1404.jsonl", true, "i1404-put-missing-parent-500", "i1404-autoindex-off-forbidden", "i1404-curl-22-405-mkcol")
}

// TestGeneralise1404NginxFileErrno: an nginx error_log line whose file
// system call failed is read by the errno ngx_log_error renders, "(N:
// strerror)", whatever status the client got (nginx 1.22.1 captured live:
// a WebDAV PUT whose rename() into a read-only directory failed answers
// 500). EACCES/EPERM denied, ENOENT/ENOTDIR premise, EEXIST conflict,
// ENOSPC/EROFS premise; an upstream line, an unlisted errno and a line
// without a file call keep their readings (nginx.go nginxFileErrno).
func TestGeneralise1404NginxFileErrno(t *testing.T) {
	const tail = `, client: 10.0.0.5, server: files, request: "PUT /dav/r/a.bin HTTP/1.1", host: "files.internal"`
	runWordingCases(t, []wordingCase{
		{"rename-eacces-500", "http", 500, "", `2026/11/02 09:14:01 [crit] 811#811: *42 rename() "/var/lib/nginx/body/0000000007" to "/srv/dav/r/a.bin" failed (13: Permission denied)` + tail, denied},
		{"mkdir-eperm-500", "http", 500, "", `2026/11/02 09:14:01 [crit] 811#811: *43 mkdir() "/srv/dav/r/new" failed (1: Operation not permitted)` + tail, denied},
		{"open-enoent-500", "http", 500, "", `2026/11/02 09:14:01 [error] 811#811: *44 open() "/srv/www/app/missing.js" failed (2: No such file or directory)` + tail, premise},
		{"stat-enotdir-500", "http", 500, "", `2026/11/02 09:14:01 [crit] 811#811: *45 stat() "/srv/www/file.txt/x" failed (20: Not a directory)` + tail, premise},
		{"pwrite-enospc-500", "http", 500, "", `2026/11/02 09:14:01 [crit] 811#811: *46 pwrite() "/var/lib/nginx/body/0000000009" failed (28: No space left on device)` + tail, premise},
		{"created-eexist-412", "http", 412, "", `2026/11/02 09:14:01 [error] 811#811: *47 "/srv/dav/r/b" could not be created (17: File exists)` + tail, conflict},
		{"rename-eacces-log-only", "", 0, "", `2026/11/02 09:14:01 [crit] 811#811: *48 rename() "/var/lib/nginx/body/0000000010" to "/srv/dav/r/a.bin" failed (13: Permission denied)` + tail, denied},
		// Near misses: an upstream socket refused by SELinux stays
		// configuration; too many open files is left to the 500; a
		// worker_connections alert has no file call.
		{"upstream-eacces-502", "http", 502, "", `2026/11/02 09:14:01 [crit] 811#811: *49 connect() to unix:/run/php/php8.2-fpm.sock failed (13: Permission denied) while connecting to upstream` + tail, premise},
		{"open-emfile-500", "http", 500, "", `2026/11/02 09:14:01 [crit] 811#811: *50 open() "/srv/www/index.html" failed (24: Too many open files)` + tail, transient},
		// nginx's own temp file refused (ngx_create_temp_file) stays
		// premise by the set-67 ruling (ownfile.go).
		{"temp-open-eacces-500", "http", 500, "", `2026/11/02 09:14:01 [crit] 811#811: *52 open() "/var/lib/nginx/body/0000000011" failed (13: Permission denied)` + tail, premise},
		// A rename whose target does not hold the request's path keeps
		// the set-67 reading of a file of nginx's own.
		{"rename-other-target-500", "http", 500, "", `2026/11/02 09:14:01 [crit] 811#811: *53 rename() "/var/lib/nginx/body/0000000012" to "/var/cache/nginx/x" failed (13: Permission denied)` + tail, premise},
		{"worker-connections-500", "http", 500, "", `2026/11/02 09:14:01 [alert] 811#811: *51 512 worker_connections are not enough` + tail, transient},
	})
}
