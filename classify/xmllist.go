package classify

import (
	"encoding/xml"
	"io"
	"strings"
)

// xmlRecordList is recordList for a 2xx answer in XML: the listings of
// the REST-XML and Query services (Route 53 ListHostedZonesByName
// <HostedZones><HostedZone>, S3 ListObjectsV2 <Contents>, IAM ListUsers
// <Users><member>, EC2 Describe* <...Set><item>, Azure Blob List Blobs
// <Blobs><Blob>, Swift's container listing <object>). It returns the
// largest number of same-named records one element holds, a record being
// an element with elements of its own; 0 when there is no such list, when
// the body carries an error element (an S3 DeleteObjects <Error> beside
// <Deleted> is a partial success, not a choice), or when it is a page, a
// feed or a WebDAV multistatus rather than a lookup's answer. Two or more
// is the lookup that found several where the step needed one, as in JSON
// (set 474: a public and a private hosted zone that share the name).
func xmlRecordList(t string) int {
	if !strings.HasPrefix(t, "<") || hasAny(t, "<html", "<!doctype", "<rss", "<feed", "multistatus", "<error", "<errors", ":error>", "<fault", ":fault") {
		return 0
	}
	type frame struct {
		counts     map[string]int
		hasElement bool
	}
	d := xml.NewDecoder(strings.NewReader(t))
	d.Strict = false
	var stack []*frame
	var names []string
	best := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if n := len(stack); n > 0 {
				stack[n-1].hasElement = true
			}
			stack = append(stack, &frame{counts: map[string]int{}})
			names = append(names, e.Name.Local)
		case xml.EndElement:
			n := len(stack)
			if n == 0 {
				return 0
			}
			f, name := stack[n-1], names[n-1]
			stack, names = stack[:n-1], names[:n-1]
			if f.hasElement && n > 1 {
				p := stack[n-2]
				p.counts[name]++
				if p.counts[name] > best {
					best = p.counts[name]
				}
			}
		}
	}
	if len(stack) != 0 {
		return 0
	}
	return best
}
