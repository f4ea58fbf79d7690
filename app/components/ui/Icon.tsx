/**
 * <Icon name="bot" className="size-6" />: draws a content icon (IconName from content/types.ts).
 * Decorative by default (aria-hidden); pass `label` when the icon alone carries meaning.
 * Unknown names fall back to a sparkle so a typo never breaks a page.
 */
import type { LucideIcon, LucideProps } from 'lucide-react';
import { createElement } from 'react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import BotIcon from 'lucide-react/icons/bot';
import BrainIcon from 'lucide-react/icons/brain';
import BrainCircuitIcon from 'lucide-react/icons/brain-circuit';
import BriefcaseIcon from 'lucide-react/icons/briefcase';
import CalendarCheckIcon from 'lucide-react/icons/calendar-check';
import CalendarRangeIcon from 'lucide-react/icons/calendar-range';
import CalendarXIcon from 'lucide-react/icons/calendar-x';
import CameraIcon from 'lucide-react/icons/camera';
import CarIcon from 'lucide-react/icons/car';
import ChartColumnIcon from 'lucide-react/icons/chart-column';
import ChartLineIcon from 'lucide-react/icons/chart-line';
import CircleUserIcon from 'lucide-react/icons/circle-user';
import ClapperboardIcon from 'lucide-react/icons/clapperboard';
import ClockIcon from 'lucide-react/icons/clock';
import CodeIcon from 'lucide-react/icons/code';
import DatabaseIcon from 'lucide-react/icons/database';
import DumbbellIcon from 'lucide-react/icons/dumbbell';
import FileTextIcon from 'lucide-react/icons/file-text';
import FilterIcon from 'lucide-react/icons/filter';
import GaugeIcon from 'lucide-react/icons/gauge';
import GitBranchIcon from 'lucide-react/icons/git-branch';
import GlobeIcon from 'lucide-react/icons/globe';
import GraduationCapIcon from 'lucide-react/icons/graduation-cap';
import HammerIcon from 'lucide-react/icons/hammer';
import HandshakeIcon from 'lucide-react/icons/handshake';
import HeartHandshakeIcon from 'lucide-react/icons/heart-handshake';
import HouseIcon from 'lucide-react/icons/house';
import IdCardIcon from 'lucide-react/icons/id-card';
import ImageIcon from 'lucide-react/icons/image';
import InboxIcon from 'lucide-react/icons/inbox';
import InfinityIcon from 'lucide-react/icons/infinity';
import LandmarkIcon from 'lucide-react/icons/landmark';
import LayersIcon from 'lucide-react/icons/layers';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import LayoutTemplateIcon from 'lucide-react/icons/layout-template';
import ListChecksIcon from 'lucide-react/icons/list-checks';
import MagnetIcon from 'lucide-react/icons/magnet';
import MailIcon from 'lucide-react/icons/mail';
import MapIcon from 'lucide-react/icons/map';
import MapPinIcon from 'lucide-react/icons/map-pin';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MessageSquareReplyIcon from 'lucide-react/icons/message-square-reply';
import MessageSquareTextIcon from 'lucide-react/icons/message-square-text';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import MicIcon from 'lucide-react/icons/mic';
import MonitorSmartphoneIcon from 'lucide-react/icons/monitor-smartphone';
import MusicIcon from 'lucide-react/icons/music';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import PaletteIcon from 'lucide-react/icons/palette';
import PenToolIcon from 'lucide-react/icons/pen-tool';
import PhoneIcon from 'lucide-react/icons/phone';
import PhoneCallIcon from 'lucide-react/icons/phone-call';
import PhoneIncomingIcon from 'lucide-react/icons/phone-incoming';
import PiggyBankIcon from 'lucide-react/icons/piggy-bank';
import PlugIcon from 'lucide-react/icons/plug';
import QuoteIcon from 'lucide-react/icons/quote';
import RefreshCcwIcon from 'lucide-react/icons/refresh-ccw';
import RepeatIcon from 'lucide-react/icons/repeat';
import RocketIcon from 'lucide-react/icons/rocket';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import ScaleIcon from 'lucide-react/icons/scale';
import ScissorsIcon from 'lucide-react/icons/scissors';
import SearchIcon from 'lucide-react/icons/search';
import SendIcon from 'lucide-react/icons/send';
import SettingsIcon from 'lucide-react/icons/settings';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import ShieldOffIcon from 'lucide-react/icons/shield-off';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import SmartphoneIcon from 'lucide-react/icons/smartphone';
import SparklesIcon from 'lucide-react/icons/sparkles';
import StarIcon from 'lucide-react/icons/star';
import StethoscopeIcon from 'lucide-react/icons/stethoscope';
import SwatchBookIcon from 'lucide-react/icons/swatch-book';
import TargetIcon from 'lucide-react/icons/target';
import TrendingUpIcon from 'lucide-react/icons/trending-up';
import TruckIcon from 'lucide-react/icons/truck';
import UserIcon from 'lucide-react/icons/user';
import UserCheckIcon from 'lucide-react/icons/user-check';
import UsersIcon from 'lucide-react/icons/users';
import UtensilsIcon from 'lucide-react/icons/utensils';
import VideoIcon from 'lucide-react/icons/video';
import VoicemailIcon from 'lucide-react/icons/voicemail';
import WorkflowIcon from 'lucide-react/icons/workflow';
import WrenchIcon from 'lucide-react/icons/wrench';
import ZapIcon from 'lucide-react/icons/zap';

/** Every icon the content may name. Adding one is a line here. */
const icons = {
  'audio-lines': AudioLinesIcon,
  'bell-ring': BellRingIcon,
  'bot': BotIcon,
  'brain': BrainIcon,
  'brain-circuit': BrainCircuitIcon,
  'briefcase': BriefcaseIcon,
  'calendar-check': CalendarCheckIcon,
  'calendar-range': CalendarRangeIcon,
  'calendar-x': CalendarXIcon,
  'camera': CameraIcon,
  'car': CarIcon,
  'chart-column': ChartColumnIcon,
  'chart-line': ChartLineIcon,
  'circle-user': CircleUserIcon,
  'clapperboard': ClapperboardIcon,
  'clock': ClockIcon,
  'code': CodeIcon,
  'database': DatabaseIcon,
  'dumbbell': DumbbellIcon,
  'file-text': FileTextIcon,
  'filter': FilterIcon,
  'gauge': GaugeIcon,
  'git-branch': GitBranchIcon,
  'globe': GlobeIcon,
  'graduation-cap': GraduationCapIcon,
  'hammer': HammerIcon,
  'handshake': HandshakeIcon,
  'heart-handshake': HeartHandshakeIcon,
  'house': HouseIcon,
  'id-card': IdCardIcon,
  'image': ImageIcon,
  'inbox': InboxIcon,
  'infinity': InfinityIcon,
  'landmark': LandmarkIcon,
  'layers': LayersIcon,
  'layout-dashboard': LayoutDashboardIcon,
  'layout-grid': LayoutGridIcon,
  'layout-template': LayoutTemplateIcon,
  'list-checks': ListChecksIcon,
  'magnet': MagnetIcon,
  'mail': MailIcon,
  'map': MapIcon,
  'map-pin': MapPinIcon,
  'megaphone': MegaphoneIcon,
  'message-circle': MessageCircleIcon,
  'message-square-reply': MessageSquareReplyIcon,
  'message-square-text': MessageSquareTextIcon,
  'messages-square': MessagesSquareIcon,
  'mic': MicIcon,
  'monitor-smartphone': MonitorSmartphoneIcon,
  'music': MusicIcon,
  'newspaper': NewspaperIcon,
  'palette': PaletteIcon,
  'pen-tool': PenToolIcon,
  'phone': PhoneIcon,
  'phone-call': PhoneCallIcon,
  'phone-incoming': PhoneIncomingIcon,
  'piggy-bank': PiggyBankIcon,
  'plug': PlugIcon,
  'quote': QuoteIcon,
  'refresh-ccw': RefreshCcwIcon,
  'repeat': RepeatIcon,
  'rocket': RocketIcon,
  'rotate-ccw': RotateCcwIcon,
  'scale': ScaleIcon,
  'scissors': ScissorsIcon,
  'search': SearchIcon,
  'send': SendIcon,
  'settings': SettingsIcon,
  'shield-check': ShieldCheckIcon,
  'shield-off': ShieldOffIcon,
  'shopping-bag': ShoppingBagIcon,
  'shopping-cart': ShoppingCartIcon,
  'smartphone': SmartphoneIcon,
  'sparkles': SparklesIcon,
  'star': StarIcon,
  'stethoscope': StethoscopeIcon,
  'swatch-book': SwatchBookIcon,
  'target': TargetIcon,
  'trending-up': TrendingUpIcon,
  'truck': TruckIcon,
  'user': UserIcon,
  'user-check': UserCheckIcon,
  'users': UsersIcon,
  'utensils': UtensilsIcon,
  'video': VideoIcon,
  'voicemail': VoicemailIcon,
  'workflow': WorkflowIcon,
  'wrench': WrenchIcon,
  'zap': ZapIcon,
} satisfies Record<string, LucideIcon>;

export type KnownIconName = keyof typeof icons;

export const FALLBACK_ICON: KnownIconName = 'sparkles';

export function isKnownIcon(name: string): name is KnownIconName {
  return Object.prototype.hasOwnProperty.call(icons, name);
}

/** The icon component for a name, or the fallback. */
export function iconFor(name: string): LucideIcon {
  return isKnownIcon(name) ? icons[name] : icons[FALLBACK_ICON];
}

export interface IconProps extends Omit<LucideProps, 'ref'> {
  name: string;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
}

export function Icon({ name, label, strokeWidth = 1.75, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  // The icons are module constants picked by name, not components made during render.
  return createElement(iconFor(name), { ...a11y, strokeWidth, ...rest });
}
