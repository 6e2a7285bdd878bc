package receptionist

import (
	"fmt"

	"lexa/internal/lexa"
)

// The receptionist's answers. The business is the site's customer, so it speaks for "our
// business"; the facts are the product's (SPEC.md section 9): the plan catalogue's prices
// and annual saving (passed in, see plans.go), a 30-day free trial without a credit card,
// 60–85% lower costs, ROI within 30 days, demos of 30 minutes on weekdays from 9 AM to
// 5 PM Eastern except 12–1 PM. Each answer is 1 to 4 sentences, as a spoken reply should be.
const (
	chatGreetingText = "Thanks for calling! I'm the virtual receptionist. I can tell you about our services, hours and pricing, or book a demo for you. How can I help today?"
	chatServicesText = "We offer five AI services: voice AI receptionists that answer calls and book appointments 24/7, AI recruitment, payroll and invoice automation, call-center lead management, and content-marketing AI. Which one would you like to hear more about?"
	chatHoursText    = "I'm the virtual receptionist, so I'm here 24/7, every day of the year. Our human team is available Monday to Friday, 9 AM to 5 PM Eastern. Is there anything I can help you with right now?"
	chatROIText      = "Businesses that automate with us typically cut costs by 60–85%, and most see a full return on investment within 30 days. Setup takes about 24 hours and needs no technical expertise. Would you like me to book a demo so we can estimate your savings?"
	chatHumanText    = "Of course, I'll transfer you to a member of our team now. They're available Monday to Friday, 9 AM to 5 PM Eastern; outside those hours, leave your name and number and they'll get back to you on the next business day."
	chatThanksText   = "You're welcome! Is there anything else I can help you with?"
	chatByeText      = "Thanks for calling, and have a great day! If you need anything else, I'm here 24/7."
	chatNoText       = "No problem! Is there anything else I can help you with?"
	chatFallbackText = "I'm sorry, I didn't quite catch that. I can tell you about our services, opening hours and pricing, book a demo, or connect you with a member of our team. What would you like to do?"

	chatSlotsText = "Slots run every 30 minutes from 9 AM to 5 PM Eastern, except 12–1 PM."
)

// chatPricingText is the whole price list.
func chatPricingText(plans lexa.CatalogFigures) string {
	return fmt.Sprintf("Our plans start at %s a month: %s per month. Every plan comes with a 30-day free trial, no credit card needed, and annual billing saves up to %d%%. Would you like me to book a demo so the team can recommend the right plan?",
		lexa.FormatUSD(plans.FromMonthly), plansPriceList(plans, monthlyAmount), plans.SaveUpToPercent)
}

// chatAnnualText is the yearly price list.
func chatAnnualText(plans lexa.CatalogFigures) string {
	return fmt.Sprintf("With annual billing you save up to %d%%: %s a year. Every plan starts with a 30-day free trial, no credit card needed. Would you like me to book a demo?",
		plans.SaveUpToPercent, plansPriceList(plans, annualAmount))
}

// chatTrialText answers about the free trial.
func chatTrialText(plans lexa.CatalogFigures) string {
	return fmt.Sprintf("Every plan starts with a 30-day free trial, no credit card needed, and you can cancel anytime. After the trial, plans start at %s a month. Would you like me to book a demo to get you set up?",
		lexa.FormatUSD(plans.FromMonthly))
}

// chatPlanText answers about one plan: its prices, and what it holds a month
// (lexa.PlanAllowance).
func chatPlanText(p lexa.PlanFigures) string {
	monthly, annual := lexa.FormatUSD(p.Monthly), lexa.FormatUSD(p.Annual)
	var text string
	switch p.ID {
	case "starter":
		text = fmt.Sprintf("%s is %s a month, or %s a year, for up to %s calls a month at one location.",
			p.Name, monthly, annual, allowanceCount("starter", "voice-ai"))
	case "professional":
		text = fmt.Sprintf("%s is our most popular plan: %s a month, or %s a year, with unlimited calls, AI recruitment for up to %s candidates and lead management for up to %s leads a month, and up to 3 locations.",
			p.Name, monthly, annual, allowanceCount("professional", "recruitment"), allowanceCount("professional", "call-center"))
	case "enterprise":
		text = fmt.Sprintf("%s is our complete suite: %s a month, or %s a year, with all five services, no monthly caps and unlimited locations.",
			p.Name, monthly, annual)
	default:
		text = fmt.Sprintf("%s is %s a month, or %s a year.", p.Name, monthly, annual)
	}
	return text + " It starts with a 30-day free trial, no credit card needed. Would you like me to book a demo?"
}

// allowanceCount is what plan gives serviceType a month, as a count: "1,000".
func allowanceCount(plan, serviceType string) string {
	return lexa.FormatCount(lexa.PlanAllowance(plan, serviceType).Monthly)
}

var chatServiceTexts = map[chatIntent]string{
	chatVoice:       "Our voice AI receptionists answer every call 24/7, book appointments and take messages, so no customer ends up in voicemail. Would you like me to book a demo to hear it in action?",
	chatRecruitment: "Our AI recruitment service screens resumes, matches candidates to your job descriptions and helps schedule interviews, so you can hire faster. Would you like me to book a demo?",
	chatPayroll:     "Our payroll and invoice automation reads invoices, checks the amounts and keeps payroll running without manual data entry. Would you like me to book a demo?",
	chatCallCenter:  "Our call-center and lead management service scores every lead, routes it to the right person and follows up automatically, so hot leads never wait. Would you like me to book a demo?",
	chatContent:     "Our content-marketing AI writes on-brand posts, blog intros and newsletters for LinkedIn, Facebook, Instagram, Twitter/X and TikTok. Would you like me to book a demo?",
}

// chatBookingReply moves the booking on: it points out a day or time we cannot offer,
// asks for what is still missing, or confirms the demo back in the caller's words.
func chatBookingReply(b chatBooking) string {
	on := chatOnDay(b.day)
	switch {
	case b.weekend != "":
		return "We run demos on weekdays only, so " + b.weekend + " isn't available. Which weekday would suit you?"
	case b.badTime != "":
		return "Our demo slots run every 30 minutes from 9:00 to 11:30 AM and from 1:00 to 4:30 PM Eastern, so " + b.badTime + " isn't available. Which of those times works for you?"
	case b.time == "" && b.partOfDay == "evening":
		return "Our demos run between 9 AM and 5 PM Eastern, so the evening isn't available. Which daytime slot would suit you?"
	case b.time == "" && b.partOfDay != "" && b.day != "":
		return chatUpperFirst(b.day) + " works. " + chatPartOfDaySlots(b.partOfDay) + " Which time would you like for the demo?"
	case b.time == "" && b.partOfDay != "":
		return chatPartOfDaySlots(b.partOfDay) + " Which day and time would you like for the demo?"
	case b.name != "" && b.day != "" && b.time != "":
		return "Great, " + b.name + ": I've noted a 30-minute demo " + on + " at " + b.time + " Eastern. Our team will " + chatConfirmMarker + " shortly. Is there anything else I can help you with?"
	case b.day != "" && b.time != "":
		return chatUpperFirst(b.day) + " at " + b.time + " Eastern works for the demo. What name should I put it under?"
	case b.day != "":
		return chatUpperFirst(b.day) + " works" + chatThanksName(b.name) + ". What time suits you for the demo? " + chatSlotsText + chatAskName(b.name)
	case b.time != "":
		return b.time + " Eastern works" + chatThanksName(b.name) + ". Which weekday would you like the demo on?" + chatAskName(b.name)
	case b.name != "":
		return "Thanks, " + b.name + "! Which weekday and time suit you for the demo? " + chatSlotsText
	}
	return "I'd be happy to book a demo for you! Demos are 30-minute calls on weekdays between 9 AM and 5 PM Eastern, except 12–1 PM. What name should I put it under, and which day and time suit you?"
}

// chatOnDay is "on Tuesday", or "tomorrow" as is.
func chatOnDay(day string) string {
	if day == "tomorrow" || day == "" {
		return day
	}
	return "on " + day
}

func chatPartOfDaySlots(part string) string {
	if part == "morning" {
		return "In the morning we have slots from 9:00 to 11:30 AM Eastern."
	}
	return "In the afternoon we have slots from 1:00 to 4:30 PM Eastern."
}

func chatThanksName(name string) string {
	if name == "" {
		return ""
	}
	return ", " + name
}

func chatAskName(name string) string {
	if name != "" {
		return ""
	}
	return " And what name should I put it under?"
}
