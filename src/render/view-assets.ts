/**
 * `handoff view`'s inline style and script, constants the page pins by their sha256 in its
 * Content-Security-Policy. The script holds no data: it reads the page's own text and the
 * `data-` attributes of each card, and builds highlights with DOM calls (text nodes and
 * `mark` elements), never from markup, so nothing a packet holds can become a tag.
 */

/** The page's style: full width, a card grid past 1,100 px, one column on a phone. */
export const VIEW_STYLE = `
:root{--bg:#fff;--fg:#1d1f23;--muted:#5f6670;--line:#d8dce2;--card:#f7f8fa;--accent:#2456c7;--ok:#1f7a3a;--bad:#b3261e;--warn:#8a5a00}
@media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#e6e8eb;--muted:#9aa2ad;--line:#343a42;--card:#1d2025;--accent:#7aa5ff;--ok:#6fcf8e;--bad:#ff8a80;--warn:#e0b050}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{position:sticky;top:0;z-index:1;background:var(--bg);border-bottom:1px solid var(--line);padding:12px 24px}
h1{font-size:20px;margin:0}
.meta{margin:2px 0 8px;color:var(--muted)}
.search{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.search label{font-weight:600}
#q{flex:1 1 260px;min-width:0;max-width:720px;padding:6px 10px;font:inherit;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
select{font:inherit;font-size:14px;padding:4px 6px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);max-width:100%}
button{font:inherit;padding:5px 10px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);cursor:pointer}
#count{color:var(--muted)}
nav{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}
nav a{color:var(--accent);text-decoration:none;border:1px solid var(--line);border-radius:12px;padding:1px 10px;overflow-wrap:anywhere}
nav .n{color:var(--muted)}
main{padding:8px 24px 48px}
h2{font-size:17px;margin:20px 0 2px;overflow-wrap:anywhere}
h2 .topic{font-weight:400;color:var(--muted);font-size:14px}
.line-objective{margin:0 0 10px;overflow-wrap:anywhere}
.line-objective b{color:var(--muted);font-weight:600}
ol.timeline{list-style:none;margin:0;padding:0 0 0 14px;border-left:2px solid var(--line)}
ol.timeline>li{margin:0 0 10px;position:relative}
ol.timeline>li::before{content:"";position:absolute;left:-21px;top:14px;width:10px;height:10px;border-radius:50%;background:var(--accent)}
details.packet{background:var(--card);border:1px solid var(--line);border-radius:8px;min-width:0}
details.packet[data-status=superseded],details.packet[data-status=archived]{opacity:.9}
summary{cursor:pointer;padding:8px 12px;display:block;list-style:none}
summary::-webkit-details-marker{display:none}
summary:focus-visible,a:focus-visible,button:focus-visible,select:focus-visible,#q:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
summary .head{display:block;color:var(--muted);font-size:13px}
.headline{display:flex;flex-wrap:wrap;gap:2px 14px;margin-top:2px;font-weight:600;overflow-wrap:anywhere}
.headline.none{font-weight:400;color:var(--muted)}
.headline .more{font-weight:400;color:var(--muted)}
.item.user{font-style:italic}
.item.fixed,.state.fixed,.state.passed-later,.count.fixed{color:var(--ok)}
.item.failure,.state.failing,.count.failing{color:var(--bad)}
.count{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;border:1px solid currentColor;margin-left:6px}
.count.passed-later{color:var(--muted)}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;border:1px solid currentColor}
.badge.active{color:var(--ok)}.badge.superseded{color:var(--muted)}.badge.archived{color:var(--warn)}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.body{padding:0 14px 10px;border-top:1px solid var(--line)}
@media (min-width:1100px){.body{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:0 32px}.body .wide{grid-column:1/-1}}
.part{min-width:0}
.part h4{margin:10px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.part ul{margin:0;padding-left:20px}
.part p{margin:4px 0;overflow-wrap:anywhere}
.part li{overflow-wrap:anywhere}
.failure .state{font-weight:600;font-size:13px}
.failure .new{font-size:12px;border:1px solid var(--line);border-radius:4px;padding:0 4px}
.failure .reason{display:block;color:var(--muted);font-size:13px}
.exit{color:var(--muted);font-size:13px}
blockquote{margin:0;display:inline;font-style:italic}
.who{color:var(--muted);font-size:12px;margin-left:6px}
.kind{font-size:12px;border-radius:4px;padding:0 5px;border:1px solid var(--line)}
.kind.dead_end{color:var(--bad)}
.decided{color:var(--ok);font-weight:600}
.sev.block{color:var(--bad)}.sev.warn{color:var(--warn)}
.none,.empty{color:var(--muted)}
mark{background:#ffe27a;color:#000;border-radius:2px}
[hidden]{display:none!important}
@media (max-width:600px){header{padding:10px 12px}main{padding:8px 12px 40px}.body{padding:0 10px 8px}}
`;

// The page's behaviour. Typing filters the packets (every word must appear in a card) and marks
// each match it shows; the branch, kind and state lists narrow them further. The query and the lists live
// in the URL's fragment (`#q=word&state=failing`), so a search is a link: the page reads it on
// load and when it changes. Enter in the box opens the first match, "/" focuses the box, Escape
// clears it.
/** The page's script. */
export const VIEW_SCRIPT = `
(function(){
function byId(id){return document.getElementById(id);}
var q=byId("q"),count=byId("count"),toggle=byId("toggle");
var lists={branch:byId("f-branch"),kind:byId("f-kind"),state:byId("f-state")};
var KEYS=["q","branch","kind","state"];
var items=Array.prototype.slice.call(document.querySelectorAll("details.packet"));
var texts=items.map(function(d){return d.textContent.toLowerCase();});
var opened=[],terms=[],bodyMarked=[];
function tokens(d,name){return (d.getAttribute(name)||"").split(" ");}
function unmark(){
  Array.prototype.forEach.call(document.querySelectorAll("main mark"),function(m){
    var parent=m.parentNode;parent.replaceChild(document.createTextNode(m.textContent),m);parent.normalize();
  });
}
function mark(root,terms){
  var walker=document.createTreeWalker(root,NodeFilter.SHOW_TEXT,null),nodes=[],node;
  while((node=walker.nextNode()))nodes.push(node);
  nodes.forEach(function(textNode){
    var text=textNode.nodeValue,lower=text.toLowerCase(),ranges=[];
    terms.forEach(function(t){for(var i=lower.indexOf(t);i!==-1;i=lower.indexOf(t,i+t.length))ranges.push([i,i+t.length]);});
    if(!ranges.length)return;
    ranges.sort(function(a,b){return a[0]-b[0]||b[1]-a[1];});
    var frag=document.createDocumentFragment(),at=0;
    ranges.forEach(function(r){
      if(r[1]<=at)return;var start=Math.max(r[0],at);
      if(start>at)frag.appendChild(document.createTextNode(text.slice(at,start)));
      var m=document.createElement("mark");m.textContent=text.slice(start,r[1]);frag.appendChild(m);at=r[1];
    });
    if(at<text.length)frag.appendChild(document.createTextNode(text.slice(at)));
    textNode.parentNode.replaceChild(frag,textNode);
  });
}
function markBody(i){
  if(!terms.length||bodyMarked[i])return;
  bodyMarked[i]=true;var body=items[i].querySelector(".body");if(body)mark(body,terms);
}
function matches(d,i){
  if(lists.branch.value&&d.getAttribute("data-branch")!==lists.branch.value)return false;
  if(lists.kind.value&&tokens(d,"data-kinds").indexOf(lists.kind.value)===-1)return false;
  if(lists.state.value&&tokens(d,"data-states").indexOf(lists.state.value)===-1)return false;
  return terms.every(function(t){return texts[i].indexOf(t)!==-1;});
}
function fragment(){
  var parts=[];
  KEYS.forEach(function(k){var v=k==="q"?q.value:lists[k].value;if(v)parts.push(k+"="+encodeURIComponent(v));});
  return parts.length?"#"+parts.join("&"):"";
}
function isSearchFragment(hash){return /^#(q|branch|kind|state)=/.test(hash);}
function writeFragment(){
  var next=fragment();
  if(next===location.hash||(next===""&&!isSearchFragment(location.hash)))return;
  try{history.replaceState(null,"",next||location.pathname+location.search);}catch(e){}
}
function readFragment(){
  if(!isSearchFragment(location.hash))return false;
  var values={};
  location.hash.slice(1).split("&").forEach(function(pair){
    var at=pair.indexOf("=");if(at<1)return;
    try{values[pair.slice(0,at)]=decodeURIComponent(pair.slice(at+1).replace(/\\+/g," "));}catch(e){}
  });
  q.value=values.q||"";
  ["branch","kind","state"].forEach(function(k){var v=values[k]||"";lists[k].value=v;if(lists[k].value!==v)lists[k].value="";});
  return true;
}
function apply(write){
  terms=q.value.toLowerCase().split(/\\s+/).filter(Boolean);
  var shown=0,filtered=terms.length||lists.branch.value||lists.kind.value||lists.state.value;
  opened.forEach(function(d){d.open=false;});opened=[];
  unmark();bodyMarked=[];
  items.forEach(function(d,i){
    var hit=matches(d,i);
    d.parentElement.hidden=!hit;
    if(hit){shown++;if(terms.length){mark(d.querySelector("summary"),terms);if(d.open)markBody(i);}}
  });
  Array.prototype.forEach.call(document.querySelectorAll("section.line"),function(s){
    s.hidden=!s.querySelector("ol.timeline>li:not([hidden])");
  });
  if(filtered){
    count.textContent=shown+" of "+items.length+" packets match";
    if(terms.length&&shown<=5)items.forEach(function(d,i){if(!d.parentElement.hidden&&!d.open){d.open=true;opened.push(d);markBody(i);}});
  }else count.textContent="";
  if(write)writeFragment();
}
// A closed card's body is marked when it opens: marking every match of a big page on each
// keystroke took half a second (200 cards of 20 KB packets, 15,600 marks).
items.forEach(function(d,i){d.addEventListener("toggle",function(){if(d.open)markBody(i);});});
q.addEventListener("input",function(){apply(true);});
Object.keys(lists).forEach(function(k){lists[k].addEventListener("change",function(){apply(true);});});
q.addEventListener("keydown",function(e){
  if(e.key==="Enter"){e.preventDefault();var first=items.filter(function(d){return !d.parentElement.hidden;})[0];
    if(first){first.open=true;first.querySelector("summary").focus();}}
  else if(e.key==="Escape"){q.value="";apply(true);q.blur();}
});
document.addEventListener("keydown",function(e){
  var t=e.target&&e.target.tagName;
  if(e.key==="/"&&t!=="INPUT"&&t!=="TEXTAREA"&&t!=="SELECT"&&!e.ctrlKey&&!e.metaKey&&!e.altKey){e.preventDefault();q.focus();q.select();}
});
window.addEventListener("hashchange",function(){if(readFragment())apply(false);});
toggle.addEventListener("click",function(){
  var open=toggle.textContent==="Expand all";
  items.forEach(function(d){if(!d.parentElement.hidden)d.open=open;});
  toggle.textContent=open?"Collapse all":"Expand all";
});
if(readFragment())apply(false);
})();
`;
