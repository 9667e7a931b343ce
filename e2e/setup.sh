#!/usr/bin/env bash
# Installs what `npm run test:e2e` drives, and only that: Debian's chromium, neovim, ripgrep and poppler-utils
# (pdftotext, pdftoppm and pdfinfo read the printed cards back; plus the headers argon2 and kerberos build against), and, in e2e/.tools/ (gitignored, not the project's
# dependencies), code-server 4.100.3 (VS Code 1.100.3 on Node 20) and playwright-core.
#
# code-server's install script downloads prebuilt binaries, which this machine cannot reach, so it is
# installed with --ignore-scripts and put together by hand: native modules rebuilt from source, Debian's
# ripgrep in place of the downloaded one, VS Code's own dependencies installed the same way, and the
# node_modules.asar link VS Code looks for. Each step is skipped when its result is already there.
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
PLAYWRIGHT_VERSION=1.65.1
APT_PACKAGES=(chromium neovim ripgrep poppler-utils libkrb5-dev pkg-config)

cd "$(dirname "$0")"
E2E=$PWD
TOOLS=$E2E/.tools
LOG=$TOOLS/setup.log
CS=$TOOLS/node_modules/code-server
VSCODE=$CS/lib/vscode

say() { printf '==> %s\n' "$*"; }
have() { printf '    ok: %s\n' "$*"; }
fail() {
  printf 'setup failed: %s\n' "$*" >&2
  [ -f "$LOG" ] && printf '(the last lines of %s:)\n%s\n' "$LOG" "$(tail -n 20 "$LOG")" >&2
  exit 1
}

node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" = 20 ] || fail "code-server $CODE_SERVER_VERSION runs on Node 20; this is Node $(node --version)"

# --- Debian packages ---------------------------------------------------------------------------------
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "apt-get install ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
have "Debian packages: ${APT_PACKAGES[*]} ($(chromium --version 2>/dev/null | head -n 1); $(nvim --version | head -n 1); $(pdftotext -v 2>&1 | head -n 1))"

# --- code-server and playwright-core in e2e/.tools ---------------------------------------------------
mkdir -p "$TOOLS"
: >"$LOG"
# Its own package.json, so that npm installs here and never into the project's.
[ -f "$TOOLS/package.json" ] || printf '{ "name": "frantic-e2e-tools", "private": true }\n' >"$TOOLS/package.json"
version_of() { node -p "require('$TOOLS/node_modules/$1/package.json').version" 2>/dev/null || true; }
if [ "$(version_of code-server)" != "$CODE_SERVER_VERSION" ] || [ "$(version_of playwright-core)" != "$PLAYWRIGHT_VERSION" ]; then
  say "npm install code-server@$CODE_SERVER_VERSION playwright-core@$PLAYWRIGHT_VERSION (into e2e/.tools, scripts off)"
  (cd "$TOOLS" && npm install --ignore-scripts --no-audit --no-fund --save-exact \
    "code-server@$CODE_SERVER_VERSION" "playwright-core@$PLAYWRIGHT_VERSION" >>"$LOG" 2>&1) || fail "npm install"
fi
have "code-server $(version_of code-server), playwright-core $(version_of playwright-core)"

# Rebuilds a native module from source unless its binary is there. $1: the folder whose node_modules
# holds it, $2: the module, $3: its binary. A module's own later install steps may fail (node-pty's
# runs npx to write compile_commands.json): what counts is that the binary was built.
rebuild() {
  local dir=$1 module=$2 binary=$3
  if [ -f "$dir/node_modules/$module/$binary" ]; then
    have "$module (native)"
    return
  fi
  say "npm rebuild $module (from source)"
  (cd "$dir" && npm rebuild "$module" --foreground-scripts >>"$LOG" 2>&1) || true
  [ -f "$dir/node_modules/$module/$binary" ] || fail "$module did not build"
}

rebuild "$TOOLS" argon2 lib/binding/napi-v3/argon2.node

# --- VS Code's own dependencies (lib/vscode), as code-server's postinstall would ---------------------
if [ ! -f "$VSCODE/node_modules/.package-lock.json" ]; then
  say "npm install in code-server's lib/vscode (scripts off)"
  (cd "$VSCODE" && npm install --ignore-scripts --omit=dev --no-audit --no-fund >>"$LOG" 2>&1) || fail "npm install in lib/vscode"
fi
have "lib/vscode dependencies"
rebuild "$VSCODE" kerberos build/Release/kerberos.node
rebuild "$VSCODE" @vscode/spdlog build/Release/spdlog.node
rebuild "$VSCODE" native-watchdog build/Release/watchdog.node
rebuild "$VSCODE" @vscode/deviceid build/Release/windows.node
rebuild "$VSCODE" node-pty build/Release/pty.node

RG=$VSCODE/node_modules/@vscode/ripgrep/bin/rg
if [ ! -x "$RG" ]; then
  say "Debian's ripgrep as @vscode/ripgrep's binary (Quick Open and search use it)"
  mkdir -p "$(dirname "$RG")"
  cp /usr/bin/rg "$RG"
fi
have "ripgrep $("$RG" --version | head -n 1)"

# VS Code and its extensions look for their bundled modules in node_modules.asar.
[ -L "$VSCODE/node_modules.asar" ] || ln -s node_modules "$VSCODE/node_modules.asar"
[ -L "$VSCODE/bin/remote-cli/code-server" ] || ln -s code-linux.sh "$VSCODE/bin/remote-cli/code-server"
[ -L "$VSCODE/bin/helpers/browser.sh" ] || ln -s browser-linux.sh "$VSCODE/bin/helpers/browser.sh"
have "node_modules.asar and the CLI links"

if [ ! -d "$VSCODE/extensions/node_modules/typescript" ]; then
  say "npm install in code-server's lib/vscode/extensions (scripts off)"
  (cd "$VSCODE/extensions" && npm install --ignore-scripts --omit=dev --no-audit --no-fund >>"$LOG" 2>&1) || fail "npm install in lib/vscode/extensions"
fi
have "built-in extensions' dependencies"

# --- A last look: each tool answers ------------------------------------------------------------------
# code-server writes a default config and logs even for --version: keep them out of the home folder.
code_server() { XDG_CONFIG_HOME="$TOOLS/xdg/config" XDG_DATA_HOME="$TOOLS/xdg/data" node "$CS/out/node/entry.js" "$@"; }
code_server --version >>"$LOG" 2>&1 || fail "code-server does not start"
have "code-server runs: $(code_server --version | head -n 1)"
(cd "$TOOLS" && node -e 'require("argon2"); require("playwright-core")') || fail "argon2 or playwright-core does not load"
say "ready: npm run test:e2e"
