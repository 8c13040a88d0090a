package nativecheck

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
	storage "google.golang.org/api/storage/v1"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// googleBody is the JSON error of Google's v1 APIs, as Cloud Storage
// documents it (cloud.google.com/storage/docs/json_api/v1/status-codes):
// the status, a message, and items with a domain and a reason.
func googleBody(code int, domain, reason, message string) string {
	return `{"error":{"code":` + strconv.Itoa(code) + `,"message":"` + message + `","errors":[{"domain":"` + domain +
		`","reason":"` + reason + `","message":"` + message + `"}]}}`
}

type googleReply struct {
	status int
	header http.Header
	body   string
}

// storageClient returns a real Cloud Storage JSON API client whose every
// call is answered with reply, and a count of the requests it made.
func storageClient(t *testing.T, reply googleReply) (*storage.Service, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		for k, v := range reply.header {
			w.Header()[k] = v
		}
		w.Header().Set("Content-Type", "application/json; charset=UTF-8")
		w.WriteHeader(reply.status)
		w.Write([]byte(reply.body))
	}))
	t.Cleanup(srv.Close)
	svc, err := storage.NewService(context.Background(),
		option.WithEndpoint(srv.URL+"/storage/v1/"), option.WithHTTPClient(srv.Client()))
	if err != nil {
		t.Fatal(err)
	}
	return svc, &n
}

func TestGoogleAPIErrors(t *testing.T) {
	retry := http.Header{"Retry-After": {"17"}}
	cases := []struct {
		name   string
		reply  googleReply
		call   func(*storage.Service) error
		kind   rung.Kind
		wait   time.Duration // 0: none asked for
		reason string        // a substring of the verdict's reason
		guess  bool          // the verdict is marked low-confidence
	}{
		{"429 rateLimitExceeded", googleReply{429, retry, googleBody(429, "usageLimits", "rateLimitExceeded",
			"The rate of change requests to the object my-bucket/report.csv exceeds the rate limit. Please reduce the rate of create, update, and delete requests.")},
			getObject, rung.KindTransient, 17 * time.Second, "rateLimitExceeded", false},
		{"403 userRateLimitExceeded", googleReply{403, nil, googleBody(403, "usageLimits", "userRateLimitExceeded",
			"User Rate Limit Exceeded")}, getObject, rung.KindTransient, 0, "userRateLimitExceeded", false},
		{"403 forbidden", googleReply{403, nil, googleBody(403, "global", "forbidden",
			"agent@example.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).")},
			getObject, rung.KindDenied, 0, "http 403", false},
		{"403 insufficientPermissions", googleReply{403, nil, googleBody(403, "global", "insufficientPermissions",
			"Insufficient Permission")}, getObject, rung.KindDenied, 0, "insufficientPermissions", false},
		{"404 notFound", googleReply{404, nil, googleBody(404, "global", "notFound",
			"No such object: my-bucket/report.csv")}, getObject, rung.KindPremise, 0, "notFound", false},
		{"409 conflict", googleReply{409, nil, googleBody(409, "global", "conflict",
			"Your previous request to create the named bucket succeeded and you already own it.")},
			// "you already own it" says the bucket is there and the
			// caller's (set 590's conflict words): evidence beyond the
			// status, so no longer a guess.
			insertBucket, rung.KindConflict, 0, "the object is already there and the caller's", false},
		{"412 conditionNotMet", googleReply{412, nil, googleBody(412, "global", "conditionNotMet",
			"At least one of the pre-conditions you specified did not hold.")},
			getObjectIfGeneration, rung.KindPremise, 0, "http 412", false},
		{"400 invalid", googleReply{400, nil, googleBody(400, "global", "invalid",
			"Invalid bucket name: 'My_Bucket!'")}, insertBucket, rung.KindInvalid, 0, "invalid", false},
		{"400 required", googleReply{400, nil, googleBody(400, "global", "required",
			"Required parameter: project")}, insertBucket, rung.KindInvalid, 0, "required", false},
		{"500 backendError", googleReply{500, nil, googleBody(500, "global", "backendError",
			"Backend Error")}, getObject, rung.KindTransient, 0, "backendError", false},
		{"503 backendError with Retry-After", googleReply{503, retry, googleBody(503, "global", "backendError",
			"Backend Error")}, getObject, rung.KindTransient, 17 * time.Second, "backendError", false},
		{"503 with an HTML body", googleReply{503, nil, "<html><body>Service Unavailable</body></html>"},
			getObject, rung.KindTransient, 0, "http 503", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			svc, n := storageClient(t, tc.reply)
			err := tc.call(svc)
			var gerr *googleapi.Error
			if !errors.As(err, &gerr) || gerr.Code != tc.reply.status {
				t.Fatalf("the client returned %T %v, want a *googleapi.Error with code %d", err, err, tc.reply.status)
			}
			if got := n.Load(); got != 1 {
				t.Fatalf("the client made %d requests, want 1 (no retries of its own)", got)
			}
			r := classify.Error(err)
			if r.Kind != tc.kind {
				t.Errorf("kind %v (%s), want %v", r.Kind, r.Reason, tc.kind)
			}
			if r.HasRetryAfter != (tc.wait > 0) || r.RetryAfter != tc.wait {
				t.Errorf("retry-after %v (asked: %v), want %v", r.RetryAfter, r.HasRetryAfter, tc.wait)
			}
			if !strings.Contains(r.Reason, tc.reason) {
				t.Errorf("reason %q, want it to name %q", r.Reason, tc.reason)
			}
			// A reason that only repeats the status's name ("conflict" in a
			// 409: an existing bucket, or an object edited meanwhile, which
			// is a wait) is no more evidence than the status, and stays a
			// guess. Every verdict here rests on the body or on a status
			// whose meaning pins the kind.
			if got := strings.HasPrefix(r.Reason, classify.LowConfidence+": "); got != tc.guess {
				t.Errorf("reason %q: low-confidence %v, want %v", r.Reason, got, tc.guess)
			}
			f := (&classify.Chain{}).Classify(&rung.Tool{Name: "gcs"}, err)
			if f.Kind != tc.kind || f.Status != tc.reply.status || f.Protocol != "http" {
				t.Errorf("Chain.Classify: %v %s %d, want %v http %d", f.Kind, f.Protocol, f.Status, tc.kind, tc.reply.status)
			}
		})
	}
}

func getObject(s *storage.Service) error {
	_, err := s.Objects.Get("my-bucket", "report.csv").Do()
	return err
}

func getObjectIfGeneration(s *storage.Service) error {
	_, err := s.Objects.Get("my-bucket", "report.csv").IfGenerationMatch(1712345678901234).Do()
	return err
}

func insertBucket(s *storage.Service) error {
	_, err := s.Buckets.Insert("my-project", &storage.Bucket{Name: "my-bucket"}).Do()
	return err
}
