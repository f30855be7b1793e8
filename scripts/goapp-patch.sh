#!/usr/bin/env bash
# goapp-patch.sh start | diff: makes scripts/goapp-browser.patch again for
# the go-app that go.mod requires, when it is not the one the patch is made
# for (scripts/goapp-browser.sh stops then). docs/go-app.md, "A new go-app",
# has the steps; in short:
#
#	go get github.com/maxence-charriere/go-app/v10@vNEW
#	scripts/goapp-patch.sh start  # build/goapp-patch/new: go.mod's go-app,
#	                              # a git repository, patched as far as the
#	                              # patch goes (fuzz allowed); the rest in
#	                              # *.rej files
#	(edit build/goapp-patch/new/pkg/app until every change of the patch
#	 that docs/go-app.md lists is there again; delete the *.rej files)
#	scripts/goapp-patch.sh diff   # the patch from the edited copy, "Made
#	                              # for" go.mod's go-app; checks that
#	                              # goapp-browser.sh applies it
#
# start takes a new major version too (go-app/v11): the patch's import
# paths are changed to it before it is applied.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
patchfile=scripts/goapp-browser.patch
work=build/goapp-patch
new=$work/new

read -r mod pinned < <(sed -n 's/^Made for: *//p' "$patchfile") || true
[ -n "${mod:-}" ] || { echo "goapp-patch.sh: $patchfile has no 'Made for: MODULE VERSION' line" >&2; exit 1; }
# go.mod's go-app: the module path and version (any major version).
read -r newmod newver < <(go list -m all | awk '$1 ~ /^github\.com\/maxence-charriere\/go-app(\/v[0-9]+)?$/ { print $1, $2; exit }') || true
[ -n "${newmod:-}" ] || { echo "goapp-patch.sh: go.mod requires no github.com/maxence-charriere/go-app" >&2; exit 1; }
git=(git -C "$new" -c user.name=goapp-patch -c user.email=goapp-patch@localhost -c core.autocrlf=false)

case ${1:-} in
start)
	go mod download "$newmod"
	src=$(go list -m -f '{{.Dir}}' "$newmod")
	rm -rf "$work"
	mkdir -p "$new/pkg"
	cp "$src/go.mod" "$src/LICENSE" "$new/"
	[ -f "$src/go.sum" ] && cp "$src/go.sum" "$new/"
	cp -r "$src/pkg/app" "$src/pkg/errors" "$new/pkg/"
	chmod -R u+w "$new"
	"${git[@]}" init -q
	"${git[@]}" add -A
	"${git[@]}" commit -q -m "$newmod $newver"
	# The patch, with its import paths moved to go.mod's major version.
	sed "s#$mod/#$newmod/#g" "$patchfile" >"$work/old.patch"
	echo "goapp-patch.sh: $patchfile (made for $mod $pinned) applied to $newmod $newver in $new:"
	if patch -p1 -F3 -N --no-backup-if-mismatch -d "$new" <"$work/old.patch" | sed 's/^/  /'; then :; fi
	rejects=$(cd "$new" && find . -name '*.rej' | sort)
	if [ -n "$rejects" ]; then
		echo "Rejected hunks, to make again by hand in $new (docs/go-app.md says what each does):"
		echo "$rejects" | sed 's/^/  /'
	else
		echo "Every hunk applied. Check the hunks that needed an offset or fuzz (above)."
	fi
	cat <<EOF
Then: (cd $new && GOOS=js GOARCH=wasm go build ./pkg/app); delete the *.rej
files; scripts/goapp-patch.sh diff. "${git[*]:0:3} diff" shows the changes so far.
EOF
	;;
diff)
	[ -d "$new/.git" ] || { echo "goapp-patch.sh: no $new (scripts/goapp-patch.sh start first)" >&2; exit 1; }
	base=$("${git[@]}" rev-list --max-parents=0 HEAD)
	read -r basemod basever < <("${git[@]}" log -1 --format=%s "$base")
	if [ "$basemod $basever" != "$newmod $newver" ]; then
		echo "goapp-patch.sh: $new holds $basemod $basever, go.mod requires $newmod $newver: scripts/goapp-patch.sh start again" >&2
		exit 1
	fi
	left=$(cd "$new" && find . -name '*.rej' -o -name '*.orig' | sort)
	if [ -n "$left" ]; then
		echo "goapp-patch.sh: delete these once their hunks are made again by hand:" >&2
		echo "$left" | sed 's/^/  /' >&2
		exit 1
	fi
	(cd "$new" && GOOS=js GOARCH=wasm go build ./pkg/app) || {
		echo "goapp-patch.sh: $new/pkg/app does not build for the browser (GOOS=js GOARCH=wasm go build)" >&2
		exit 1
	}
	"${git[@]}" add -A -N -- . ':!*.rej' ':!*.orig'
	{
		# The patch's header, made for the new version.
		awk '/^--- / { exit } { print }' "$patchfile" |
			sed "s#^Made for: .*#Made for: $newmod $newver#"
		# The changes, as unified diffs that patch -p1 reads.
		"${git[@]}" diff --no-color --no-renames --no-ext-diff -U3 "$base" -- pkg |
			sed -e '/^diff --git /d' -e '/^index [0-9a-f]/d' -e '/^new file mode /d'
	} >"$work/goapp-browser.patch"
	mv "$work/goapp-browser.patch" "$patchfile"
	echo "goapp-patch.sh: wrote $patchfile for $newmod $newver ($(grep -c '^@@ ' "$patchfile") hunks in $(grep -c '^+++ ' "$patchfile") files)"
	scripts/goapp-browser.sh "$work/check"
	rm -rf "$work/check"
	echo "It applies (scripts/goapp-browser.sh). Next: make build size reproducible e2e, and docs/go-app.md's table (scripts/goapp-gains.sh)."
	;;
*)
	echo "usage: scripts/goapp-patch.sh start | diff (docs/go-app.md, \"A new go-app\")" >&2
	exit 2
	;;
esac
