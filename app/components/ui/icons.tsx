import type { JSX, SVGProps } from "react";
import type { IconName } from "./icon-names";
import iconSprite from "./icons.svg?no-inline";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "name">;
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * A Lucide icon drawn from one sprite file with `<use>` (ADR 0018, "Page weight"): a page's JavaScript holds
 * an icon's name, not its paths, and the sprite is one cached file for every page. The attributes are
 * Lucide's own, so `className`, `strokeWidth` and `fill-current` work as they did with lucide-react.
 * Decorative unless it is given a label.
 */
export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      className={className}
      {...props}
    >
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}

function spriteIcon(name: IconName): IconComponent {
  return function SpriteIcon(props: IconProps) {
    return <Icon name={name} {...props} />;
  };
}

/**
 * An icon that points along the line (back, next, a breadcrumb's step): mirrored on a right-to-left
 * page (issue #33), where "next" points left.
 */
function directionalIcon(name: IconName): IconComponent {
  return function DirectionalIcon({ className, ...props }: IconProps) {
    return <Icon name={name} className={className ? `rtl:-scale-x-100 ${className}` : "rtl:-scale-x-100"} {...props} />;
  };
}

export const ArrowLeft = /* @__PURE__ */ directionalIcon("arrow-left");
export const ArrowRight = /* @__PURE__ */ directionalIcon("arrow-right");
export const Award = /* @__PURE__ */ spriteIcon("award");
export const Bell = /* @__PURE__ */ spriteIcon("bell");
export const BellOff = /* @__PURE__ */ spriteIcon("bell-off");
export const BellRing = /* @__PURE__ */ spriteIcon("bell-ring");
export const Bike = /* @__PURE__ */ spriteIcon("bike");
export const BookOpen = /* @__PURE__ */ spriteIcon("book-open");
export const Bookmark = /* @__PURE__ */ spriteIcon("bookmark");
export const BookmarkCheck = /* @__PURE__ */ spriteIcon("bookmark-check");
export const Briefcase = /* @__PURE__ */ spriteIcon("briefcase");
export const Building = /* @__PURE__ */ spriteIcon("building");
export const Bus = /* @__PURE__ */ spriteIcon("bus");
export const BusFront = /* @__PURE__ */ spriteIcon("bus-front");
export const Calendar = /* @__PURE__ */ spriteIcon("calendar");
export const Check = /* @__PURE__ */ spriteIcon("check");
export const CheckCheck = /* @__PURE__ */ spriteIcon("check-check");
export const ChevronLeft = /* @__PURE__ */ directionalIcon("chevron-left");
export const ChevronRight = /* @__PURE__ */ directionalIcon("chevron-right");
export const CircleAlert = /* @__PURE__ */ spriteIcon("circle-exclamation-point");
export const CircleCheck = /* @__PURE__ */ spriteIcon("circle-check");
export const CircleX = /* @__PURE__ */ spriteIcon("circle-x");
export const Clock = /* @__PURE__ */ spriteIcon("clock");
export const Coffee = /* @__PURE__ */ spriteIcon("coffee");
export const Compass = /* @__PURE__ */ spriteIcon("compass");
export const Copy = /* @__PURE__ */ spriteIcon("copy");
export const CreditCard = /* @__PURE__ */ spriteIcon("credit-card");
export const Database = /* @__PURE__ */ spriteIcon("database");
export const Download = /* @__PURE__ */ spriteIcon("download");
export const Euro = /* @__PURE__ */ spriteIcon("euro");
export const ExternalLink = /* @__PURE__ */ spriteIcon("external-link");
export const EyeOff = /* @__PURE__ */ spriteIcon("eye-off");
export const FileText = /* @__PURE__ */ spriteIcon("file-text");
export const Flag = /* @__PURE__ */ spriteIcon("flag");
export const Globe = /* @__PURE__ */ spriteIcon("globe");
export const GraduationCap = /* @__PURE__ */ spriteIcon("graduation-cap");
export const HandHeart = /* @__PURE__ */ spriteIcon("hand-heart");
export const Handshake = /* @__PURE__ */ spriteIcon("handshake");
export const Heart = /* @__PURE__ */ spriteIcon("heart");
export const HeartPulse = /* @__PURE__ */ spriteIcon("heart-pulse");
export const Home = /* @__PURE__ */ spriteIcon("house");
export const Hospital = /* @__PURE__ */ spriteIcon("hospital");
export const House = /* @__PURE__ */ spriteIcon("house");
export const IdCard = /* @__PURE__ */ spriteIcon("id-card");
export const Info = /* @__PURE__ */ spriteIcon("info");
export const Key = /* @__PURE__ */ spriteIcon("key");
export const KeyRound = /* @__PURE__ */ spriteIcon("key-round");
export const Landmark = /* @__PURE__ */ spriteIcon("landmark");
export const Laptop = /* @__PURE__ */ spriteIcon("laptop");
export const LayoutDashboard = /* @__PURE__ */ spriteIcon("layout-dashboard");
export const LifeBuoy = /* @__PURE__ */ spriteIcon("life-buoy");
export const Lightbulb = /* @__PURE__ */ spriteIcon("lightbulb");
export const ListChecks = /* @__PURE__ */ spriteIcon("list-checks");
export const LoaderCircle = /* @__PURE__ */ spriteIcon("loader-circle");
export const Lock = /* @__PURE__ */ spriteIcon("lock");
export const LogIn = /* @__PURE__ */ spriteIcon("log-in");
export const LogOut = /* @__PURE__ */ spriteIcon("log-out");
export const Mail = /* @__PURE__ */ spriteIcon("mail");
export const MailX = /* @__PURE__ */ spriteIcon("mail-x");
export const MapPin = /* @__PURE__ */ spriteIcon("map-pin");
export const Menu = /* @__PURE__ */ spriteIcon("menu");
export const MessageSquare = /* @__PURE__ */ spriteIcon("message-square");
export const MessageSquareMore = /* @__PURE__ */ spriteIcon("message-square-more");
export const MessageSquarePlus = /* @__PURE__ */ spriteIcon("message-square-plus");
export const MessagesSquare = /* @__PURE__ */ spriteIcon("messages-square");
export const Monitor = /* @__PURE__ */ spriteIcon("monitor");
export const Moon = /* @__PURE__ */ spriteIcon("moon");
export const Music = /* @__PURE__ */ spriteIcon("eighth-notes");
export const PenSquare = /* @__PURE__ */ spriteIcon("square-pen");
export const Pencil = /* @__PURE__ */ spriteIcon("pencil");
export const Phone = /* @__PURE__ */ spriteIcon("phone");
export const PiggyBank = /* @__PURE__ */ spriteIcon("piggy-bank");
export const Pin = /* @__PURE__ */ spriteIcon("pin");
export const Plane = /* @__PURE__ */ spriteIcon("plane");
export const Radio = /* @__PURE__ */ spriteIcon("radio");
export const Receipt = /* @__PURE__ */ spriteIcon("receipt");
export const Reply = /* @__PURE__ */ spriteIcon("reply");
export const Scale = /* @__PURE__ */ spriteIcon("scale");
export const Search = /* @__PURE__ */ spriteIcon("search");
export const Send = /* @__PURE__ */ spriteIcon("send");
export const Settings = /* @__PURE__ */ spriteIcon("settings");
export const Shield = /* @__PURE__ */ spriteIcon("shield");
export const ShieldAlert = /* @__PURE__ */ spriteIcon("shield-exclamation-point");
export const ShieldCheck = /* @__PURE__ */ spriteIcon("shield-check");
export const ShoppingBag = /* @__PURE__ */ spriteIcon("shopping-bag");
export const Sparkles = /* @__PURE__ */ spriteIcon("sparkles");
export const Stethoscope = /* @__PURE__ */ spriteIcon("stethoscope");
export const Store = /* @__PURE__ */ spriteIcon("store");
export const Sun = /* @__PURE__ */ spriteIcon("sun");
export const Tag = /* @__PURE__ */ spriteIcon("tag");
export const Ticket = /* @__PURE__ */ spriteIcon("ticket");
export const TrainFront = /* @__PURE__ */ spriteIcon("train-front");
export const Trash2 = /* @__PURE__ */ spriteIcon("trash");
export const TrendingUp = /* @__PURE__ */ spriteIcon("trending-up");
export const TriangleAlert = /* @__PURE__ */ spriteIcon("triangle-exclamation-point");
export const Upload = /* @__PURE__ */ spriteIcon("upload");
export const UserRound = /* @__PURE__ */ spriteIcon("user-round");
export const UserX = /* @__PURE__ */ spriteIcon("user-x");
export const Users = /* @__PURE__ */ spriteIcon("users");
export const Utensils = /* @__PURE__ */ spriteIcon("utensils");
export const Wallet = /* @__PURE__ */ spriteIcon("wallet");
export const X = /* @__PURE__ */ spriteIcon("x");
