package classify

import "strings"

// awsEndpointMisnamed (set 1429) reads a connection or DNS failure whose
// AWS endpoint host the call's own region argument made up, so no wait
// will ever reach it: invalid, fix --region.
//
//   - A region label shaped like an Availability Zone ("ap-southeast-1a",
//     "us-east-1a"): a zone is not a region and has no endpoint. The AWS
//     CLI's "Could not connect to the endpoint URL:
//     \"https://ec2.ap-southeast-1a.amazonaws.com/\"" (cloudavail/
//     aws-missing-tools#97), chalice's lambda.us-east-1a host
//     (aws/chalice#89), and the same host in a Go or Node "no such host".
//
//   - A service served from us-east-1 alone (AWS Support, Route 53
//     Domains), addressed at another region: "Could not connect to the
//     endpoint URL: \"https://support.eu-west-1.amazonaws.com/\""; the
//     maintainers' answer is --region us-east-1 (aws/aws-cli#2102, #7415).
//
//   - A region label that no AWS region can have (set 1462): AWS names a
//     region <geography>-<direction>-<n>, with a fixed set of direction
//     words (east, west, north, south, central, and their pairs) and of
//     geographies (us, eu, ap, sa, ca, me, af, il, mx, cn). "sts.eu-center-
//     1.amazonaws.com" is a misspelt eu-central-1: the host does not exist
//     and no wait makes it. Only the label right before amazonaws.com is
//     read (a bucket's name before s3 is free text), and only the
//     three-part form or a gov/iso partition's four parts, so the legacy
//     "s3-us-west-2" host is left alone.
//
// A real region's endpoint that cannot be reached stays a connection
// failure, transient.
func awsEndpointMisnamed(t string) (Result, bool) {
	i := indexFold(t, ".amazonaws.com")
	if i < 0 || !hasAny(t, "could not connect to the endpoint", "no such host", "name or service not known", "nodename nor servname", "getaddrinfo enotfound") {
		return Result{}, false
	}
	for i >= 0 {
		j := i
		for j > 0 && (isAlnum(t[j-1]) || t[j-1] == '.' || t[j-1] == '-') {
			j--
		}
		labels := strings.Split(strings.ToLower(t[j:i]), ".")
		for k, l := range labels {
			if zoneShaped(l) {
				return Result{Kind: invalid, Reason: "aws: the endpoint's region \"" + l + "\" is an Availability Zone, not a region: fix --region"}, true
			}
			if k == len(labels)-1 && regionMisspelt(l) {
				return Result{Kind: invalid, Reason: "aws: the endpoint's region \"" + l + "\" is no AWS region (its direction word or geography is not one AWS uses): fix --region"}, true
			}
			if k > 0 && regionShaped(l) && l != "us-east-1" && (labels[k-1] == "support" || labels[k-1] == "route53domains") {
				return Result{Kind: invalid, Reason: "aws: " + labels[k-1] + " is served from us-east-1 only: fix --region"}, true
			}
		}
		next := indexFold(t[i+1:], ".amazonaws.com")
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return Result{}, false
}

// regionShaped reports an AWS region name: two letters, optional "-gov",
// a direction word and a number ("eu-west-1", "us-gov-west-1").
func regionShaped(l string) bool {
	parts := strings.Split(l, "-")
	if len(parts) < 3 || len(parts) > 4 || len(parts[0]) != 2 {
		return false
	}
	n := parts[len(parts)-1]
	if n == "" {
		return false
	}
	for i := 0; i < len(n); i++ {
		if n[i] < '0' || n[i] > '9' {
			return false
		}
	}
	return true
}

// zoneShaped reports an Availability Zone name: a region with one letter
// after its number ("us-east-1a").
func zoneShaped(l string) bool {
	if len(l) < 2 {
		return false
	}
	last := l[len(l)-1]
	return last >= 'a' && last <= 'z' && l[len(l)-2] >= '0' && l[len(l)-2] <= '9' && regionShaped(l[:len(l)-1])
}

// regionMisspelt reports a region-shaped label whose geography or
// direction word is not one AWS uses ("eu-center-1", "us-est-1").
func regionMisspelt(l string) bool {
	if !regionShaped(l) {
		return false
	}
	parts := strings.Split(l, "-")
	if len(parts) == 4 {
		switch parts[1] {
		case "gov", "iso", "isob", "isof", "isoe":
		default:
			return false
		}
	}
	geo, dir := parts[0], parts[len(parts)-2]
	if !isLetter(geo[0]) || !isLetter(geo[1]) {
		return false
	}
	switch geo {
	case "us", "eu", "ap", "sa", "ca", "me", "af", "il", "mx", "cn":
	default:
		return true
	}
	switch dir {
	case "east", "west", "north", "south", "central", "northeast", "northwest", "southeast", "southwest":
		return false
	}
	return true
}
