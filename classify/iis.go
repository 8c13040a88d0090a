package classify

// iisSubstatuses are IIS's substatus codes, by
// learn.microsoft.com/troubleshoot/developer/webapps/iis/www-administration-management/http-status-code.
// IIS (and IIS Express, Azure App Service on Windows) titles its detailed
// error page "HTTP Error 404.13 - Not Found": request filtering answers a
// request over a limit, or a path its policy hides, with a 404, and a
// directory listing it will not give with a 403. The substatus, not the
// status, says what is false (set 393): a request limit or malformed URL
// (invalid: change the call), a policy the caller cannot pass (denied), a
// request-rate rule (transient), the site's own configuration (premise).
var iisSubstatuses = map[int]numbered{
	40314:  {invalid, "directory listing denied: the URL names a directory, not a document"},
	403501: {transient, "too many concurrent requests from this client (Dynamic IP Restrictions)"},
	403502: {transient, "too many requests from this client (Dynamic IP Restrictions)"},
	403503: {denied, "the client's IP address is on the deny list"},
	403504: {denied, "the client's host name is on the deny list"},
	4045:   {denied, "request filtering denies a sequence in the URL"},
	4046:   {invalid, "request filtering denies the HTTP verb"},
	4047:   {denied, "request filtering denies the file extension"},
	4048:   {denied, "request filtering hides that path (hidden segment)"},
	40410:  {invalid, "a request header is too long"},
	40411:  {invalid, "the URL is double-escaped"},
	40412:  {invalid, "the URL has high-bit characters"},
	40413:  {invalid, "the request body is larger than the server accepts"},
	40414:  {invalid, "the URL is too long"},
	40415:  {invalid, "the query string is too long"},
	40419:  {denied, "a request filtering rule denies the request"},
	50019:  {premise, "the site's configuration data is invalid (web.config or a module it names)"},
	50021:  {premise, "a module the site's configuration names is not recognised (not installed)"},
	5032:   {transient, "the concurrent request limit is exceeded"},
	5033:   {transient, "the ASP.NET queue is full"},
	5034:   {transient, "the FastCGI queue is full"},
}

// iisSubstatus reads an IIS detailed error page's "HTTP Error NNN.S" title.
// A plain "HTTP Error 404: Not Found" (Python's urllib) has no substatus and
// is left to the status.
func iisSubstatus(c *ctx) (Result, bool) {
	t := c.text
	i := indexFold(t, "http error ")
	if i < 0 {
		return Result{}, false
	}
	rest := t[i+len("http error "):]
	st, w := leadingInt(rest)
	if w != 3 || len(rest) < 5 || rest[3] != '.' {
		return Result{}, false
	}
	sub, sw := leadingInt(rest[4:])
	if sw == 0 || sw > 3 {
		return Result{}, false
	}
	key := st*10 + sub
	switch {
	case sub >= 100:
		key = st*1000 + sub
	case sub >= 10:
		key = st*100 + sub
	}
	e, ok := iisSubstatuses[key]
	if !ok {
		return Result{}, false
	}
	code := itoa(st) + "." + itoa(sub)
	return Result{Kind: e.kind, Code: code, Reason: "IIS " + code + ": " + e.reason}, true
}
