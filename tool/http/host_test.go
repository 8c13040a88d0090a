package http_test

import (
	"testing"

	"github.com/rungkit/rung/tool/http"
)

// The fleet's circuit breaker is kept per tool and target host: each call
// names the host it goes to, relative URLs by the base URL's.
func TestToolsNameTheirTargetHost(t *testing.T) {
	m := tools(t, http.Options{Name: "api", BaseURL: "https://API.example.com/v1/"})
	for name, tl := range m {
		if tl.Host == nil {
			t.Fatalf("%s has no Host", name)
		}
		for url, want := range map[string]string{
			"orders/7":                    "api.example.com",
			"https://api.example.com/x":   "api.example.com",
			"https://status.example.com/": "status.example.com",
			"http://[::1]:8080/x":         "[::1]:8080",
			"::not a url":                 "",
		} {
			if got := tl.Host(map[string]any{"url": url}); got != want {
				t.Errorf("%s: Host(url %q) = %q, want %q", name, url, got, want)
			}
		}
	}
}
